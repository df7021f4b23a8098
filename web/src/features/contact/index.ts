export { ContactForm, type ContactFormProps } from './ContactForm';
export { ContactDialog, type ContactDialogProps } from './ContactDialog';
