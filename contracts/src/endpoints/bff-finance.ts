// The bff's entries of the admin's finance view: each checks the caller's role and passes the call to billing. Listed in bff.ts's document.
import { entryNamed, forwarded } from './define.js';
import { billingFinanceEndpoints } from './billing-finance.js';

export const bffFinanceEndpoints = [
  forwarded(entryNamed(billingFinanceEndpoints, 'listInvoices'), {
    path: '/api/admin/invoices',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingFinanceEndpoints, 'exportInvoices'), {
    path: '/api/admin/invoices/export.csv',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingFinanceEndpoints, 'getInvoice'), {
    path: '/api/admin/invoices/{id}',
    tags: ['billing'],
  }),
];
