export { RequestEstimatePanel } from './RequestEstimatePanel';
export { EstimateDeliveryNotice } from './EstimateDeliveryNotice';
export { useEstimateAfterSubmit } from './useEstimateAfterSubmit';
export { FIRST_ESTIMATE_DRAFT, parseEstimateDraft, type EstimateDraft } from './estimateAnswers';
export { PriceTableEditor } from './PriceTableEditor';
export { StoredEstimate } from './StoredEstimate';
export { holdEstimate } from './heldEstimates';
