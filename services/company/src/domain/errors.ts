import type { FieldError } from '@rha/kit';

export type CompanyErrorKind =
  /** The caller owns no company yet. */
  | 'company_not_found'
  /** No location with this id among the caller's: another company's id looks the same. */
  | 'location_not_found'
  /** The company already has a location with this address, city, state and ZIP code. */
  | 'location_exists'
  /** The address failed the ZIP code check. */
  | 'invalid_address';

/** A rule of the company domain said no; routes turn it into the matching problem. */
export class CompanyError extends Error {
  readonly kind: CompanyErrorKind;
  readonly errors: FieldError[];

  constructor(kind: CompanyErrorKind, errors: FieldError[] = []) {
    super(kind);
    this.name = 'CompanyError';
    this.kind = kind;
    this.errors = errors;
  }
}
