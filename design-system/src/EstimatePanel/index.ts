export { EstimatePanel, type EstimatePanelLine, type EstimatePanelProps } from './EstimatePanel.js';
