import type { JobPay, PayBasis } from '@rha/contracts/reference';
import type { z } from 'zod';
import { centsOfDollars } from '../shared/cents';

/** A pay as a form holds it: whole dollars typed as text. */
export interface PayDraft {
  basis: PayBasis;
  amount: string;
  capHours: string;
  standbyDay: string;
  specialVehicle: string;
}

export const PAY_BASIS_OPTIONS = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'fixed', label: 'Fixed' },
] as const;

const dollars = (cents: number) => String(cents / 100);

export function payDraftOf(pay: JobPay): PayDraft {
  return {
    basis: pay.basis,
    amount: dollars(pay.amountCents),
    capHours: pay.capHours === null ? '' : String(pay.capHours),
    standbyDay: dollars(pay.standbyDayCents),
    specialVehicle: dollars(pay.specialVehicleCents),
  };
}

/** The pay the draft names; the schema judges it, the form only converts. */
export function jobPayOf(draft: PayDraft): JobPay {
  return {
    basis: draft.basis,
    amountCents: centsOfDollars(draft.amount),
    capHours: draft.basis === 'fixed' ? null : Number(draft.capHours || Number.NaN),
    standbyDayCents: centsOfDollars(draft.standbyDay),
    specialVehicleCents: centsOfDollars(draft.specialVehicle),
  };
}

/** Where each of the pay's fields sits in the draft. */
const DRAFT_FIELDS: Record<string, keyof PayDraft> = {
  basis: 'basis',
  amountCents: 'amount',
  capHours: 'capHours',
  standbyDayCents: 'standbyDay',
  specialVehicleCents: 'specialVehicle',
};

/** The draft field a pay's issue (or a server field error under `prefix`) belongs to. */
export function draftFieldOf(path: readonly PropertyKey[] | string, prefix = ''): string | null {
  const name = typeof path === 'string' ? path : path.map(String).join('.');
  const field = prefix ? name.slice(prefix.length) : name;
  if (prefix && !name.startsWith(prefix)) return null;
  return DRAFT_FIELDS[field] ?? null;
}

/** Each issue's message under its draft field, the first per field. */
export function draftErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  prefix = '',
): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const field = draftFieldOf(issue.path, prefix);
    if (field && !errors.has(field)) errors.set(field, issue.message);
  }
  return errors;
}
