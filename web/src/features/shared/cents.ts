/**
 * The cents a person means by the dollars they typed ('$1,250.50' is 125050), read digit by digit
 * so no floating point creeps in. What is not an amount stays unreadable (NaN) and a third decimal
 * stays fractional cents, so a schema refuses either with its own message; the one place the web
 * app turns typed money into cents.
 */
export function centsOfDollars(typed: string): number {
  const plain = typed.trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || !/\d/.test(plain) || plain.endsWith('.')) return Number.NaN;
  const [, sign = '', whole = '', fraction = ''] = match;
  const cents =
    fraction.length > 2
      ? Number(`${whole || '0'}.${fraction}`) * 100
      : Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** The typed dollars as whole cents, or undefined for anything that is not a plain amount. */
export function centsFromDollars(typed: string): number | undefined {
  const cents = centsOfDollars(typed);
  return Number.isSafeInteger(cents) ? cents : undefined;
}
