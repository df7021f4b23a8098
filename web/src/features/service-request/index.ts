export { ServiceRequestPanel } from './ServiceRequestPanel';
export { ServiceRequestDetailsView } from './ServiceRequestDetailsView';
