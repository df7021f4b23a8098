export { CompanyProfilePanel } from './CompanyProfilePanel';
