import { formatCentsBrief } from './money.js';
import type { ServiceType } from './service-request.js';

/*
 * What a job pays its technician, in integer US cents. The site names no technician pay, so the
 * rate card's figures are the product's defaults: an admin may set a request's pay before
 * offering it, and a technician may counter; the agreed pay travels with the job's acceptance.
 */

export const PAY_BASES = ['fixed', 'hourly'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

/** A job's agreed pay: a fixed amount, or an hourly rate paid up to a cap of hours on site. */
export interface JobPay {
  basis: PayBasis;
  /** Fixed: the job's pay. Hourly: the rate for one hour on site. */
  amountCents: number;
  /** Hourly: the most hours paid unless the company approves more; null on fixed pay. */
  capHours: number | null;
  /** Paid per weather-standby day the technician waits out on the job. */
  standbyDayCents: number;
  /** Paid once when the job needs a special vehicle (a boat, a snowmachine, a charter). */
  specialVehicleCents: number;
}

export const RATE_CARD: Readonly<Record<ServiceType, JobPay>> = {
  'remote-hands': {
    basis: 'hourly',
    amountCents: 7_500,
    capHours: 6,
    standbyDayCents: 15_000,
    specialVehicleCents: 10_000,
  },
  'remote-eyes': {
    basis: 'fixed',
    amountCents: 15_000,
    capHours: null,
    standbyDayCents: 15_000,
    specialVehicleCents: 10_000,
  },
  'custom-request': {
    basis: 'hourly',
    amountCents: 7_500,
    capHours: 8,
    standbyDayCents: 15_000,
    specialVehicleCents: 10_000,
  },
};

/** No job pays more than this in one figure; anything above is a typing slip. */
export const MAX_PAY_CENTS = 5_000_000;
/** An hourly job's cap, however many extra hours are approved. */
export const MAX_PAY_CAP_HOURS = 72;
/** Weather can hold a job for days, not for weeks. */
export const MAX_STANDBY_DAYS = 14;
/** One logged cost (a part, a flight) above this is a typing slip. */
export const MAX_COST_CENTS = 2_500_000;

export const JOB_COST_KINDS = ['parts', 'travel'] as const;
export type JobCostKind = (typeof JOB_COST_KINDS)[number];

/** What the technician did on site that money depends on, as approved with the work. */
export interface CompletedWork {
  /** Time on site from check-in to check-out, holds excluded, summed over visits. */
  onSiteMinutes: number;
  standbyDays: number;
  specialVehicleUsed: boolean;
  /** Hours the company approved beyond an hourly job's cap. */
  extraHoursApproved: number;
  costs: { kind: JobCostKind; description: string; amountCents: number }[];
}

export type PayLineCode =
  'pay-fixed' | 'pay-hours' | 'pay-standby' | 'pay-special-vehicle' | 'pay-cost-reimbursement';

export interface PayLine {
  code: PayLineCode;
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

function payLine(
  code: PayLineCode,
  description: string,
  quantity: number,
  unitCents: number,
): PayLine {
  return { code, description, quantity, unitCents, amountCents: quantity * unitCents };
}

/** Hourly pay is per started quarter hour, like the company's extra time. */
const PAY_BLOCK_MINUTES = 15;

/**
 * The technician's pay statement lines for a job: the same function shows the pay on the offer
 * (with nothing done yet) and makes the statement at approval. Costs the technician paid out of
 * pocket are reimbursed at cost.
 */
export function payLines(pay: JobPay, work: CompletedWork): PayLine[] {
  const lines: PayLine[] = [];
  if (pay.basis === 'fixed') {
    lines.push(payLine('pay-fixed', 'Job pay', 1, pay.amountCents));
  } else {
    const capMinutes = ((pay.capHours ?? 0) + work.extraHoursApproved) * 60;
    const paidMinutes = Math.min(work.onSiteMinutes, capMinutes);
    const blocks = Math.ceil(paidMinutes / PAY_BLOCK_MINUTES);
    if (blocks > 0) {
      lines.push(
        payLine('pay-hours', 'Time on site, per started quarter hour', blocks, pay.amountCents / 4),
      );
    }
  }
  if (work.standbyDays > 0) {
    lines.push(
      payLine('pay-standby', 'Weather standby days', work.standbyDays, pay.standbyDayCents),
    );
  }
  if (work.specialVehicleUsed) {
    lines.push(payLine('pay-special-vehicle', 'Special vehicle', 1, pay.specialVehicleCents));
  }
  for (const cost of work.costs) {
    lines.push(payLine('pay-cost-reimbursement', cost.description, 1, cost.amountCents));
  }
  return lines;
}

/** The most a job can pay before extras: the fixed pay, or the rate times the cap. */
export function basePayCents(pay: JobPay): number {
  return pay.basis === 'fixed' ? pay.amountCents : pay.amountCents * (pay.capHours ?? 0);
}

/** The pay in one line, as an offer shows it: "$150 fixed" or "$75/h, up to 6 h ($450)". */
export function describePay(pay: JobPay): string {
  if (pay.basis === 'fixed') return `${formatCentsBrief(pay.amountCents)} fixed`;
  return `${formatCentsBrief(pay.amountCents)}/h, up to ${pay.capHours} h (${formatCentsBrief(basePayCents(pay))})`;
}
