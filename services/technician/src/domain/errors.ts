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
