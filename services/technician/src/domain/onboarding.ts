import type { OnboardingStep } from '@rha/contracts/reference';
import type { TechnicianMetadataUpdate } from '@rha/contracts/schemas';
import { createEvent, enqueueEvent, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { completeOnboarding, saveStepAnswers, type TechnicianRow } from '../db/technicians.repo.js';
import { emailRequired, onboardingIncomplete } from './errors.js';
import { openStepsBeforeFinal } from './progress.js';

export const ONBOARDING_COMPLETED = 'technician.onboarding.completed.v1';
const SOURCE = 'technician';

export interface StepSave {
  technician: SignedInUser;
  step: OnboardingStep;
  /** Validated by the step's shared schema: only that step's fields. */
  fields: TechnicianMetadataUpdate;
  /** Ties the completion event to the request that caused it. */
  correlationId: string;
}

/**
 * Saves one step's answers and marks the step completed; saving it again stores the same state.
 * Any step but the last is one statement. The final review needs every earlier step; its first
 * save completes the onboarding, puts the technician up for vetting and reports it once. Saving
 * the answers locks the row for the rest of that transaction, which orders concurrent final saves,
 * and the completion only updates a row not completed yet, so it is reported once.
 */
export async function saveOnboardingStep(db: Knex, input: StepSave): Promise<TechnicianRow> {
  const { technician, step, fields } = input;
  const answers = { metadata: fields, completedStep: step };
  if (step !== 'finalReview') return saveStepAnswers(db, technician.subject, answers);
  const email = technician.email?.trim();
  if (!email) throw emailRequired();
  return db.transaction(async (trx) => {
    const saved = await saveStepAnswers(trx, technician.subject, answers);
    if (openStepsBeforeFinal(saved.completed_steps).length > 0) throw onboardingIncomplete();
    const completed = await completeOnboarding(trx, technician.subject);
    if (!completed?.completed_at) return saved;
    await enqueueEvent(
      trx,
      createEvent(
        ONBOARDING_COMPLETED,
        {
          technicianId: technician.subject,
          fullName: technician.fullName,
          email,
          completedAt: completed.completed_at.toISOString(),
        },
        { source: SOURCE, correlationId: input.correlationId },
      ),
    );
    return completed;
  });
}
