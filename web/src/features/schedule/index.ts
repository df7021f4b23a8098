export { AdminSchedulePanel } from './AdminSchedulePanel';
export { TechnicianSchedulePanel } from './TechnicianSchedulePanel';
