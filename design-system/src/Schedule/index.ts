export {
  Schedule,
  type ScheduleEntry,
  type ScheduleEntryKind,
  type ScheduleProps,
  type ScheduleView,
} from './Schedule.js';
export { localToday, type IsoDay } from './days.js';
