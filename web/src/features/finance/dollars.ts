/**
 * Dollars as a person types them ('900', '1,234.5', '$12.05') as whole cents, read digit by digit
 * so no floating point rounding creeps in; undefined for anything else.
 */
export function centsFromDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const whole = Number((match[1] ?? '').replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : undefined;
}
