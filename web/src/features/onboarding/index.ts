export { Onboarding } from './Onboarding';
