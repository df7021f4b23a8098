export {
  NotificationBell,
  type NotificationBellItem,
  type NotificationBellProps,
} from './NotificationBell.js';
