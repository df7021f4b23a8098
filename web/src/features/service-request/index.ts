export { ServiceRequestPanel } from './ServiceRequestPanel';
