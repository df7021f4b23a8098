export { SignupPanel, type SignupAudience, type SignupPanelProps } from './SignupPanel';
