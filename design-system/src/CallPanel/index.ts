export {
  CallPanel,
  type CallPanelLabels,
  type CallPanelProps,
  type CallPanelState,
} from './CallPanel.js';
export { CallVideo, type CallVideoProps } from './CallVideo.js';
export { IncomingCallNotice, type IncomingCallNoticeProps } from './IncomingCallNotice.js';
