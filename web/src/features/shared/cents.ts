/**
 * Dollars as a person types them ("312.50", "$1,200") to integer cents, the one place the web app
 * turns typed money into cents; undefined for anything that is not a plain amount with at most
 * two decimals. Bounds are the server's to check, with its own messages.
 */
export function centsFromDollars(typed: string): number | undefined {
  const plain = typed.trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  const cents = Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0'));
  return whole.startsWith('-') ? -cents : cents;
}
