import { useState } from 'react';

/**
 * An ActionDialog's open state and the server's refusal. Closing it forgets the refusal and calls
 * `onClose` (to reset the form), so it opens afresh.
 */
export function useActionDialog(onClose: () => void) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setRefusal(undefined);
      onClose();
    }
  };
  return { open, onOpenChange, refusal, setRefusal };
}
