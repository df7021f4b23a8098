export { JobsPanel } from './jobs/JobsPanel';
export { TechnicianProfilePanel } from './TechnicianProfilePanel';
export { TechnicianSettingsPanel } from './TechnicianSettingsPanel';
