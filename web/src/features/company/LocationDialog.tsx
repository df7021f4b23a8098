import type { LocationInput } from '@rha/contracts/schemas';
import { Dialog } from '@rha/design-system';
import { useState, type ReactElement } from 'react';
import { formDraftStore } from '../drafts/formDraft';
import { LocationForm } from './LocationForm';

export interface LocationDialogProps {
  title: string;
  submitLabel: string;
  trigger: ReactElement;
  /** Where what is typed is kept on the device until saved. */
  draftKey: string;
  defaultValues: Required<LocationInput>;
  onSave(location: LocationInput): Promise<void>;
}

/** Adding or editing a location in a dialog that closes once the location is saved. */
export function LocationDialog({
  title,
  submitLabel,
  trigger,
  draftKey,
  defaultValues,
  onSave,
}: LocationDialogProps) {
  // Something typed and not saved yet (before a reload) opens the dialog again.
  const [open, setOpen] = useState(() => formDraftStore(draftKey).read() !== null);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={title} trigger={trigger}>
      <LocationForm
        defaultValues={defaultValues}
        submitLabel={submitLabel}
        draftKey={draftKey}
        onSave={async (location) => {
          await onSave(location);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
