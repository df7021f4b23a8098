export { Calendar, type CalendarProps, type CalendarView } from './Calendar.js';
