export { CompanyDirectory } from './companies/CompanyDirectory';
export { DispatchQueueTab } from './dispatch/DispatchQueueTab';
export { SETTINGS_COMING_SOON } from './notices';
export { TechnicianDirectory } from './technicians/TechnicianDirectory';
