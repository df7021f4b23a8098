import type { FieldError } from '@rha/contracts';
import { z } from 'zod';
import { storageKeys } from '../../auth/authStorage';
import { deviceStore, type DeviceStore } from '../device-store/deviceStore';

const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * What a form keeps on this device between a keystroke and the server accepting it: the values
 * typed, and the server's field errors when a submission sent later was turned down, so the person
 * sees them on coming back to the form.
 */
const formDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  fieldErrors: z.array(fieldErrorSchema satisfies z.ZodType<FieldError>).optional(),
});

export type FormDraft = z.infer<typeof formDraftSchema>;

/** Under the device draft prefix, so signing out drops it. */
export function formDraftKey(form: string, recordId?: string | null): string {
  return `${storageKeys.deviceDraftPrefix}${form}${recordId ? `.${recordId}` : ''}`;
}

/**
 * The form's draft under its key. A write from outside the form (the submission queue putting a
 * refused submission back) reaches a form showing it through `subscribe`.
 */
export function formDraftStore(key: string): DeviceStore<FormDraft> {
  return deviceStore(key, formDraftSchema);
}

/**
 * The fields whose value differs from `base` (what the server holds): all a draft needs to keep. A
 * field left as the server had it stays out, so the form follows the server when that value changes
 * elsewhere (an address confirmed from a link) instead of putting the old one back.
 */
export function changedFrom<Values extends Record<string, unknown>>(
  values: Values,
  base: Partial<Record<keyof Values, unknown>>,
): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(base[field as keyof Values]),
    ),
  ) as Partial<Values>;
}
