import { noNotices, payoutsRecorded } from '../domain/errors.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * Companies pay the invoice by bank transfer or check and an admin records what arrives
 * (domain/payments.ts); technicians are paid outside the product and the admin records the
 * payout. Nothing leaves the product, so nothing reports back.
 */
export function invoiceAndRecordProvider(): PaymentProvider {
  return {
    name: 'invoice-and-record',
    chargeInvoice(charge) {
      return Promise.resolve({
        provider: 'invoice-and-record',
        amountCents: charge.amountCents,
        currency: charge.currency,
      });
    },
    paysTechnicians: false,
    transferPay() {
      return Promise.resolve({ provider: 'invoice-and-record', recordedByAdmin: true });
    },
    openPayoutAccount() {
      return Promise.reject(payoutsRecorded());
    },
    payoutAccountPage() {
      return Promise.reject(payoutsRecorded());
    },
    verifyNotice() {
      throw noNotices();
    },
  };
}
