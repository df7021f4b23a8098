import { DomainError, type FieldError } from '@rha/kit';

/** The caller owns no company yet. */
export function companyNotFound(): DomainError {
  return new DomainError('not_found', { message: 'You have no company profile yet.' });
}

/** No location with this id among the caller's: another company's id looks the same. */
export function locationNotFound(): DomainError {
  return new DomainError('not_found', { message: 'No such location.' });
}

/** The company already has a location with this address, city, state and ZIP code. */
export function locationExists(): DomainError {
  return new DomainError('conflict', {
    code: 'location_exists',
    message: 'Your company already has a location with this address, city, state and ZIP code.',
  });
}

/** The address failed the ZIP code check. */
export function invalidAddress(errors: FieldError[]): DomainError {
  return DomainError.invalidFields(errors);
}
