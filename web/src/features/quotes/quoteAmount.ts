/**
 * The cents a person means by the dollars they typed ('1,250.50' is 125050). Anything that is not
 * a plain amount stays unreadable (NaN), more than two decimals stays fractional: the shared schema
 * then refuses it with its own message.
 */
export function centsOfDollars(typed: string): number {
  const plain = typed.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^-?\d*(\.\d*)?$/.test(plain) || plain === '' || plain === '.') return Number.NaN;
  const [whole = '0', fraction = ''] = plain.split('.');
  if (fraction.length > 2) return Number(plain) * 100;
  return Number(whole) * 100 + Math.sign(Number(`${whole}1`)) * Number(fraction.padEnd(2, '0'));
}
