export { RelativeTime, type RelativeTimeProps } from './RelativeTime.js';
export { relativeTime } from './relativeTime.js';
