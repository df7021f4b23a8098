export { TechnicianProfilePanel } from './TechnicianProfilePanel';
export { TechnicianSettingsPanel } from './TechnicianSettingsPanel';
