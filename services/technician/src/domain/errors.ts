import {
  COVERAGE_LIMITS,
  VETTING_STATUS_LABELS,
  type VettingStatus,
} from '@rha/contracts/reference';
import { messages } from '@rha/contracts/schemas';
import { DomainError } from '@rha/kit';

export function locationExists(): DomainError {
  return new DomainError('conflict', {
    code: 'location_exists',
    message: 'You already have a service location; change or delete it instead.',
  });
}

export function locationNotFound(): DomainError {
  return new DomainError('not_found', {
    code: 'location_not_found',
    message: 'You have no service location yet.',
  });
}

export function onboardingStepNotFound(): DomainError {
  return new DomainError('not_found', { message: 'No such onboarding step.' });
}

/** The final review was saved while an earlier step is still open. */
export function onboardingIncomplete(): DomainError {
  return new DomainError('conflict', {
    code: 'onboarding_incomplete',
    message: messages.technician.onboardingIncomplete,
  });
}

/** The completion event names whom to e-mail; an account without an address cannot be told. */
export function emailRequired(): DomainError {
  return new DomainError('forbidden', {
    message: 'Completing the onboarding needs an account with an e-mail address.',
  });
}

/** No technician has the id an admin asked for; the answer says nothing more. */
export function technicianNotFound(): DomainError {
  return new DomainError('not_found', { message: messages.admin.technicianNotFound });
}

export function vettingMoveNotAllowed(from: VettingStatus, to: VettingStatus): DomainError {
  return new DomainError('conflict', {
    code: 'vetting_move_not_allowed',
    message: messages.admin.vettingMoveNotAllowed(
      VETTING_STATUS_LABELS[from],
      VETTING_STATUS_LABELS[to],
    ),
  });
}

/** Home is always covered: listing it again among the reachable communities is refused there. */
export function homeInReach(index: number): DomainError {
  return DomainError.invalidFields([
    {
      field: `reach.${index}.community`,
      message: messages.coverage.homeInReach,
    },
  ]);
}

export function periodNotFound(): DomainError {
  return new DomainError('not_found', {
    code: 'period_not_found',
    message: messages.coverage.periodNotFound,
  });
}

export function tooManyPeriods(): DomainError {
  return new DomainError('conflict', {
    code: 'too_many_periods',
    message: messages.coverage.tooManyPeriods(COVERAGE_LIMITS.unavailablePeriods),
  });
}
