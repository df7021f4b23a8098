import { estimateAnswersSchema, type EstimateAnswers } from '@rha/contracts/schemas';
import { z } from 'zod';
import { storageKeys } from '../../auth/authStorage';
import { deviceStore, listOf } from '../device-store/deviceStore';

/**
 * The estimate answers of a request submitted while the link was down, kept on the device under
 * the queued submission's id until the request is stored and they can follow it.
 */
// Under the outbox prefix, so signing out drops them with the submissions they follow.
const heldEstimates = deviceStore(
  `${storageKeys.outboxPrefix}held-estimates`,
  listOf(z.object({ submissionId: z.string(), answers: estimateAnswersSchema })),
);

const held = () => heldEstimates.read() ?? [];

function keep(entries: { submissionId: string; answers: EstimateAnswers }[]): void {
  if (entries.length === 0) heldEstimates.clear();
  else heldEstimates.write(entries);
}

export function holdEstimate(submissionId: string, answers: EstimateAnswers): void {
  keep([
    ...held().filter((entry) => entry.submissionId !== submissionId),
    { submissionId, answers },
  ]);
}

/** The answers held for the submission, forgotten here as they are handed out. */
export function takeHeldEstimate(submissionId: string): EstimateAnswers | undefined {
  const entries = held();
  const entry = entries.find((candidate) => candidate.submissionId === submissionId);
  if (entry) keep(entries.filter((candidate) => candidate !== entry));
  return entry?.answers;
}
