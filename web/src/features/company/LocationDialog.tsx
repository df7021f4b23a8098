import type { LocationInput } from '@rha/contracts/schemas';
import { Dialog } from '@rha/design-system';
import { useState, type ReactElement } from 'react';
import { LocationForm } from './LocationForm';

export interface LocationDialogProps {
  title: string;
  submitLabel: string;
  trigger: ReactElement;
  defaultValues: Required<LocationInput>;
  onSave(location: LocationInput): Promise<void>;
}

/** Adding or editing a location in a dialog that closes once the location is saved. */
export function LocationDialog({
  title,
  submitLabel,
  trigger,
  defaultValues,
  onSave,
}: LocationDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={title} trigger={trigger}>
      <LocationForm
        defaultValues={defaultValues}
        submitLabel={submitLabel}
        onSave={async (location) => {
          await onSave(location);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
