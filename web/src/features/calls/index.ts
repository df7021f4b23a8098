export { CallsProvider } from './CallsProvider';
export { JobCallPanel, type JobCallPanelProps } from './JobCallPanel';
