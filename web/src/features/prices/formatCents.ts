const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars with cents, e.g. 400625 -> '$4,006.25'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
