import { DISPATCH_WAVE_RANK, DISPATCH_WAVES, type DispatchWave } from '@rha/contracts';
import { createEvent, enqueueEvent, type Logger } from '@rha/kit';
import type { Knex } from 'knex';
import { expireOffers, offersOf, type OfferedTechnician } from './offers.repo.js';
import {
  claimDueWaves,
  findByIdForUpdate,
  updateRequest,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { candidateQueryOf, offeredTechnician } from './candidates.js';
import { minutesAfter, type DispatchSettings } from './dispatch-settings.js';
import { SMART_DISPATCH } from '../lifecycle/movers.js';
import { isIn } from '../lifecycle/transitions.js';
import { OFFER_CLOSE_REASONS, sendOffers } from './offers.js';
import { EVENT_SOURCE } from '../submission/service-requests.js';
import type { TechnicianDirectory } from './technician-directory.js';

export const SERVICE_REQUEST_FLAGGED = 'service-request.flagged.v1';

/** Requests one tick takes on; the rest wait for the next. */
const REQUESTS_PER_TICK = 20;
/**
 * How long a taken request is left alone by other tickers while its candidates are asked for:
 * well above the technician service's timeout, so only a ticker that died lets it go.
 */
const CLAIM_LEASE_MINUTES = 5;

export interface DispatchTickDeps {
  db: Knex;
  technicians: TechnicianDirectory;
  settings: DispatchSettings;
  log: Logger;
  /** Ties this tick's events together. */
  correlationId: string;
}

export interface TickOutcome {
  expired: number;
  waves: number;
  flagged: number;
}

/** The wave after `last`, or undefined after the last one. */
export function nextWave(last: DispatchWave | null): DispatchWave | undefined {
  return last === null ? DISPATCH_WAVES[0] : DISPATCH_WAVES[DISPATCH_WAVES.indexOf(last) + 1];
}

/**
 * One pass of smart dispatch at `now`: closes the offers nobody answered, then widens each due
 * request to its next wave that has someone new to offer it to (skipping empty waves), or flags
 * it for an admin when no wave is left. Candidates are asked before a request's row is locked and
 * the request is checked again under the lock.
 */
export async function runDispatchTick(deps: DispatchTickDeps, now: Date): Promise<TickOutcome> {
  const expired = await expireOffers(deps.db, now, OFFER_CLOSE_REASONS.expired);
  const claimed = await claimDueWaves(deps.db, {
    statuses: 'awaitingTechnician',
    now,
    leaseUntil: minutesAfter(now, CLAIM_LEASE_MINUTES),
    limit: REQUESTS_PER_TICK,
  });
  const outcome: TickOutcome = { expired, waves: 0, flagged: 0 };
  for (const request of claimed) {
    try {
      const moved = await advance(deps, request, now);
      if (moved === 'wave') outcome.waves += 1;
      if (moved === 'flagged') outcome.flagged += 1;
    } catch (error) {
      // Left claimed: the next tick after the lease tries again.
      deps.log.warn({ err: error, requestId: request.id }, 'smart dispatch could not advance');
    }
  }
  return outcome;
}

interface NextOffers {
  wave: DispatchWave;
  technicians: OfferedTechnician[];
}

/** The first wave from the request's next one on with technicians not offered it yet. */
async function findNextOffers(
  deps: DispatchTickDeps,
  request: ServiceRequestRow,
): Promise<NextOffers | undefined> {
  const offers = (await offersOf(deps.db, [request.id])).get(request.id) ?? [];
  const offered = new Set(offers.map((offer) => offer.technician_id));
  for (let wave = nextWave(request.dispatch_wave); wave; wave = nextWave(wave)) {
    const query = candidateQueryOf(request, { rank: DISPATCH_WAVE_RANK[wave] });
    if (!query) return undefined;
    const candidates = await deps.technicians.candidates(query);
    const technicians = candidates
      .map(offeredTechnician)
      .filter((technician) => !offered.has(technician.id));
    if (technicians.length > 0) return { wave, technicians };
  }
  return undefined;
}

/** Whether the request is still as this tick took it: nobody accepted, switched or flagged it. */
function stillClaimed(current: ServiceRequestRow, claimed: ServiceRequestRow): boolean {
  return (
    isIn('awaitingTechnician', current.status) &&
    current.smart_dispatch &&
    current.flagged_at === null &&
    current.dispatch_wave === claimed.dispatch_wave &&
    current.next_wave_at?.getTime() === claimed.next_wave_at?.getTime()
  );
}

async function advance(
  deps: DispatchTickDeps,
  claimed: ServiceRequestRow,
  now: Date,
): Promise<'wave' | 'flagged' | 'skipped'> {
  const next = await findNextOffers(deps, claimed);
  return deps.db.transaction(async (trx) => {
    const request = await findByIdForUpdate(trx, claimed.id);
    if (!request || !stillClaimed(request, claimed)) return 'skipped';
    if (!next) {
      await flag(trx, request, now, deps.correlationId);
      return 'flagged';
    }
    await sendOffers(trx, request, {
      technicians: next.technicians,
      source: next.wave,
      by: SMART_DISPATCH,
      reopen: false,
      now,
      settings: deps.settings,
      correlationId: deps.correlationId,
    });
    await updateRequest(trx, request.id, {
      dispatch_wave: next.wave,
      next_wave_at: minutesAfter(now, deps.settings.waveDelayMinutes),
    });
    return 'wave';
  });
}

/** Every wave is out (or none can be matched): smart dispatch stops and support is told. */
async function flag(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  now: Date,
  correlationId: string,
): Promise<void> {
  await updateRequest(trx, request.id, { flagged_at: now, next_wave_at: null });
  const offers = (await offersOf(trx, [request.id])).get(request.id) ?? [];
  await enqueueEvent(
    trx,
    createEvent(
      SERVICE_REQUEST_FLAGGED,
      {
        requestId: request.id,
        ticketNumber: request.ticket_number,
        serviceType: request.service_type,
        community: request.community ?? '',
        preferredDate: request.preferred_date,
        offersSent: offers.length,
        flaggedAt: now.toISOString(),
      },
      { source: EVENT_SOURCE, correlationId },
    ),
  );
}
