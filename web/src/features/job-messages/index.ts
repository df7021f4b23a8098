export { JobMessages } from './JobMessages';
export { UnreadMessagesBadge } from './UnreadMessagesBadge';
