/**
 * A whole-dollar price as the site prints it, e.g. 900 -> '$900', 1200 -> '$1,200' (rounded half away
 * from zero, as en-US currency formatting does). Written out rather than through Intl.NumberFormat:
 * the public pages print prices from the first script they run, and building a currency formatter
 * loads the locale's data, which was half of that script's time on a phone.
 */
export function formatUsd(amount: number): string {
  const dollars = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}$${dollars}`;
}
