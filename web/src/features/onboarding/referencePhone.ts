const MAX_DIGITS = 10;

/**
 * A reference's phone as typed, shown as (xxx) xxx-xxxx: only digits count, at most ten, and the
 * punctuation appears as the number grows.
 */
export function formatReferencePhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
