import { PAYOUT_SCHEDULE, WEB_PAGES, webAddress, type PayoutAccountState } from '@rha/contracts';
import type { Knex } from 'knex';
import { payoutsRecorded } from './errors.js';
import type { PaymentProvider } from '../providers/index.js';

/** The technician's connected account at the provider, if they opened one. */
export async function payoutAccountOf(db: Knex, technicianId: string): Promise<string | null> {
  const row = await db('technicians')
    .where({ id: technicianId })
    .first<{ payout_account_id: string | null } | undefined>('payout_account_id');
  return row?.payout_account_id ?? null;
}

export async function payoutAccountState(
  db: Knex,
  provider: PaymentProvider,
  technicianId: string,
): Promise<PayoutAccountState> {
  if (!provider.paysTechnicians) return 'recorded-by-admin';
  return (await payoutAccountOf(db, technicianId)) ? 'set-up' : 'not-set-up';
}

/**
 * The page at the provider where the technician gives their bank details, for the account opened
 * on their first ask. Two asks at once may both open one: the provider's idempotency key makes it
 * the same account, and the first stored stays.
 */
export async function payoutAccountPage(
  db: Knex,
  provider: PaymentProvider,
  technicianId: string,
  publicWebUrl: string,
): Promise<string> {
  if (!provider.paysTechnicians) throw payoutsRecorded();
  let accountId = await payoutAccountOf(db, technicianId);
  if (!accountId) {
    const opened = await provider.openPayoutAccount(technicianId, PAYOUT_SCHEDULE);
    await db('technicians')
      .insert({ id: technicianId, full_name: '', payout_account_id: opened })
      .onConflict('id')
      .merge({
        payout_account_id: db.raw(
          'coalesce(technicians.payout_account_id, excluded.payout_account_id)',
        ),
      });
    accountId = (await payoutAccountOf(db, technicianId)) ?? opened;
  }
  const earnings = webAddress(publicWebUrl, WEB_PAGES.earnings);
  return provider.payoutAccountPage(accountId, { returnUrl: earnings, refreshUrl: earnings });
}
