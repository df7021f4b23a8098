import { Button, Dialog } from '@rha/design-system';
import { useState, type ReactNode } from 'react';
import { CONTACT_DESCRIPTION, CONTACT_TITLE, ContactForm } from './ContactForm';

export interface ContactDialogProps {
  /** The element that opens the dialog, e.g. a styled `<Button>`; by default a button reading triggerLabel. */
  trigger?: ReactNode;
  /** Text of the default trigger. Defaults to 'Contact Us'. */
  triggerLabel?: string;
}

/**
 * The contact form in a modal dialog. The form lives only while the dialog is open, so each opening
 * starts blank, and its 'Close' (after a message is sent) dismisses the dialog.
 */
export function ContactDialog({ trigger, triggerLabel = CONTACT_TITLE }: ContactDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={CONTACT_TITLE}
      description={CONTACT_DESCRIPTION}
      // 'Close' is the form's own button once the message is sent; the corner × gets another name.
      closeLabel="Close the contact form"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger ?? <Button>{triggerLabel}</Button>}
    >
      <ContactForm mode="dialog" onClose={() => setOpen(false)} />
    </Dialog>
  );
}
