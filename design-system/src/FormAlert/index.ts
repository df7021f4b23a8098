export { FormAlert, type FormAlertProps, type FormAlertVariant } from './FormAlert.js';
