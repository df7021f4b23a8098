import { jobPaySchema } from '@rha/contracts/schemas';
import { RATE_CARD } from '@rha/contracts/reference';
import { describe, expect, it } from 'vitest';
import { draftErrorsOf, jobPayOf, payDraftOf } from './payDraft';

describe('a pay as a form holds it', () => {
  it('round-trips the rate card through whole dollars', () => {
    for (const pay of Object.values(RATE_CARD)) expect(jobPayOf(payDraftOf(pay))).toEqual(pay);
  });

  it('turns fixed pay into no cap, whatever the hours field holds', () => {
    const draft = { ...payDraftOf(RATE_CARD['remote-hands']), basis: 'fixed' as const };
    expect(jobPayOf(draft).capHours).toBeNull();
  });

  it("puts the schema's messages under the draft's fields, blanks included", () => {
    const draft = { ...payDraftOf(RATE_CARD['remote-hands']), amount: '', capHours: '' };
    const result = jobPaySchema.safeParse(jobPayOf(draft));
    expect(result.success).toBe(false);
    const errors = draftErrorsOf(result.error?.issues ?? []);
    expect([...errors.keys()]).toEqual(['amount', 'capHours']);
  });
});
