const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A whole-dollar price as the site prints it, e.g. 900 -> '$900'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
