// The bff's pay entries: each checks the caller's role and passes the call to billing. Listed in bff.ts's document.
import { entryNamed, forwarded } from './define.js';
import { billingEarningsEndpoints } from './billing-earnings.js';

export const bffEarningsEndpoints = [
  forwarded(entryNamed(billingEarningsEndpoints, 'getOwnPay'), {
    path: '/api/pay/me',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingEarningsEndpoints, 'openPayoutAccount'), {
    path: '/api/pay/me/payout-account',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingEarningsEndpoints, 'listTechnicianPay'), {
    path: '/api/admin/pay',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingEarningsEndpoints, 'recordTechnicianPayout'), {
    path: '/api/admin/technicians/{technicianId}/payouts',
    tags: ['billing'],
  }),
];
