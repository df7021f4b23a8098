export { CallsProvider } from './CallsProvider';
export { IncomingCallNotices } from './IncomingCallNotices';
export { JobCallPanel, type JobCallPanelProps } from './JobCallPanel';
