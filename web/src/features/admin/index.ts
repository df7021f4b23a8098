export { CompanyDirectory } from './companies/CompanyDirectory';
export { SETTINGS_COMING_SOON } from './notices';
export { TechnicianDirectory } from './technicians/TechnicianDirectory';
