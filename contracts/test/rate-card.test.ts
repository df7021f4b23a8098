import { describe, expect, it } from 'vitest';
import {
  RATE_CARD,
  basePayCents,
  completedWorkSchema,
  describePay,
  jobPaySchema,
  payLines,
  type CompletedWork,
} from '../src/index.js';

const nothingDone: CompletedWork = {
  onSiteMinutes: 0,
  standbyDays: 0,
  specialVehicleUsed: false,
  extraHoursApproved: 0,
  costs: [],
};

describe('the rate card', () => {
  it('is valid pay for every service type', () => {
    for (const pay of Object.values(RATE_CARD)) expect(jobPaySchema.parse(pay)).toEqual(pay);
  });

  it('pays hourly work per started quarter hour, up to the cap plus approved extra hours', () => {
    const pay = RATE_CARD['remote-hands'];
    const lines = payLines(pay, { ...nothingDone, onSiteMinutes: 61 });
    expect(lines).toEqual([
      expect.objectContaining({ code: 'pay-hours', quantity: 5, unitCents: 1_875 }),
    ]);
    const capped = payLines(pay, { ...nothingDone, onSiteMinutes: 10 * 60 });
    expect(capped[0]?.amountCents).toBe(basePayCents(pay));
    const extended = payLines(pay, {
      ...nothingDone,
      onSiteMinutes: 10 * 60,
      extraHoursApproved: 2,
    });
    expect(extended[0]?.amountCents).toBe(basePayCents(pay) + 2 * pay.amountCents);
  });

  it('adds standby days, the special vehicle and costs at cost to fixed pay', () => {
    const pay = RATE_CARD['remote-eyes'];
    const lines = payLines(pay, {
      ...nothingDone,
      onSiteMinutes: 500,
      standbyDays: 2,
      specialVehicleUsed: true,
      costs: [{ kind: 'travel', description: 'Charter to Kwethluk', amountCents: 45_000 }],
    });
    expect(lines.map((line) => [line.code, line.amountCents])).toEqual([
      ['pay-fixed', pay.amountCents],
      ['pay-standby', 2 * pay.standbyDayCents],
      ['pay-special-vehicle', pay.specialVehicleCents],
      ['pay-cost-reimbursement', 45_000],
    ]);
  });

  it('reads the pay in one line', () => {
    expect(describePay(RATE_CARD['remote-eyes'])).toBe('$150 fixed');
    expect(describePay(RATE_CARD['remote-hands'])).toBe('$75/h, up to 6 h ($450)');
  });
});

describe('pay as a person types it', () => {
  it('names the field and refuses a negative, an absurd or a part-dollar amount', () => {
    const errors = (amountCents: number) =>
      jobPaySchema
        .safeParse({ ...RATE_CARD['remote-eyes'], amountCents })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors(-100)).toEqual([['amountCents', 'The pay cannot be negative.']]);
    expect(errors(900_000_000)).toEqual([
      ['amountCents', 'The pay cannot be more than 50,000 USD.'],
    ]);
    expect(errors(15_050)).toEqual([['amountCents', 'Set the pay in whole dollars.']]);
  });

  it('asks hourly pay for its cap and fixed pay for none', () => {
    const issue = jobPaySchema.safeParse({ ...RATE_CARD['remote-hands'], capHours: null }).error
      ?.issues[0];
    expect(issue?.path).toEqual(['capHours']);
  });

  it('keeps the work approved with the job within bounds', () => {
    expect(completedWorkSchema.safeParse({ ...nothingDone, standbyDays: 40 }).success).toBe(false);
    expect(
      completedWorkSchema.safeParse({
        ...nothingDone,
        costs: [{ kind: 'fuel', description: 'Gas', amountCents: 100 }],
      }).success,
    ).toBe(false);
  });
});
