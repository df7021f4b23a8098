import type { OnboardingStep } from '@rha/contracts/reference';
import type { TechnicianMetadataUpdate } from '@rha/contracts/schemas';
import { createEvent, enqueueEvent, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  completeOnboarding,
  lockTechnician,
  saveStep,
  type TechnicianRow,
} from '../db/technicians.repo.js';
import { emailRequired, onboardingIncomplete } from './errors.js';
import { openStepsBeforeFinal, withStep } from './progress.js';

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
 * The final review needs every earlier step; its first save completes the onboarding, puts the
 * technician up for vetting and reports it once. The row lock orders concurrent saves of one
 * technician, and the completion only updates a row not completed yet, so it is reported once.
 */
export async function saveOnboardingStep(db: Knex, input: StepSave): Promise<TechnicianRow> {
  const { technician, step, fields } = input;
  const email = technician.email?.trim();
  if (step === 'finalReview' && !email) throw emailRequired();
  return db.transaction(async (trx) => {
    const current = await lockTechnician(trx, technician.subject);
    if (step === 'finalReview' && openStepsBeforeFinal(current.completed_steps).length > 0) {
      throw onboardingIncomplete();
    }
    const saved = await saveStep(trx, technician.subject, {
      metadata: fields,
      completedSteps: withStep(current.completed_steps, step),
    });
    if (step !== 'finalReview' || !email) return saved;
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
