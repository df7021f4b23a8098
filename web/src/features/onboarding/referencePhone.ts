import { REFERENCE_PHONE_DIGITS } from '@rha/contracts/reference';

/**
 * A reference's phone as typed, shown as (xxx) xxx-xxxx: only digits count, at most ten, and the
 * punctuation appears as the number grows.
 */
export function formatReferencePhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, REFERENCE_PHONE_DIGITS);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Whether the phone has every digit a reference's number needs. */
export function isFullReferencePhone(phone: string): boolean {
  return phone.replace(/\D/g, '').length === REFERENCE_PHONE_DIGITS;
}
