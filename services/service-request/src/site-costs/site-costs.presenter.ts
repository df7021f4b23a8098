import type { SiteCosts } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import { presentJobFile } from '../files/job-file.presenter.js';
import { approvedHoursOf } from './site-costs.repo.js';
import type { SiteCostsState } from './site-costs.js';

export function presentSiteCosts(
  state: SiteCostsState,
): SiteCosts & components['schemas']['SiteCosts'] {
  return {
    onSiteMinutes: state.onSiteMinutes,
    standbyDays: state.standbyDays,
    specialVehicleUsed: state.specialVehicleUsed,
    extraHoursApproved: approvedHoursOf(state.asks),
    costs: state.costs.map(({ cost, receipt }) => ({
      id: cost.id,
      kind: cost.kind,
      description: cost.description,
      amountCents: cost.amount_cents,
      receipt: presentJobFile(receipt),
      loggedAt: cost.logged_at.toISOString(),
    })),
    moreHours: state.asks.map((ask) => ({
      id: ask.id,
      hours: ask.hours,
      reason: ask.reason,
      status: ask.status,
      askedAt: ask.asked_at.toISOString(),
      decidedAt: ask.decided_at?.toISOString() ?? null,
    })),
  };
}
