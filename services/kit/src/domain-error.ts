import type { FieldError } from './errors.js';

/**
 * Why a use case said no, in the domain's words. Kit's error middleware gives each kind its
 * status; domain code never picks one.
 * - `invalid`: the input breaks a rule (400)
 * - `not_found`: nothing the caller may see is there (404)
 * - `forbidden`: the caller may not do this (403)
 * - `conflict`: the current state does not allow it (409)
 * - `unavailable`: a service the use case depends on failed; a retry may succeed (502)
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'forbidden' | 'conflict' | 'unavailable';

export interface DomainErrorOptions {
  /** Stable snake_case code clients branch on; defaults to the kind's generic code. */
  code?: string;
  /** Shown to the client as the problem's detail: no internals. */
  message: string;
  /** One entry per offending input field. */
  errors?: FieldError[];
  /** The failure behind this one, for the logs only. */
  cause?: unknown;
}

/** Codes clients already know from kit's problems, so a kind alone answers like before. */
const defaultCodes: Record<DomainErrorKind, string> = {
  invalid: 'validation_failed',
  not_found: 'not_found',
  forbidden: 'forbidden',
  conflict: 'conflict',
  unavailable: 'upstream_failed',
};

/** A rule of a service's domain refused the request; the one error every domain throws. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string;
  readonly errors?: FieldError[];

  constructor(kind: DomainErrorKind, options: DomainErrorOptions) {
    super(options.message, { cause: options.cause });
    this.name = 'DomainError';
    this.kind = kind;
    this.code = options.code ?? defaultCodes[kind];
    if (options.errors !== undefined) this.errors = options.errors;
  }

  /** Field-level refusals, worded like kit's request validation so clients see one shape. */
  static invalidFields(errors: FieldError[]): DomainError {
    return new DomainError('invalid', { message: 'The request has invalid fields.', errors });
  }
}
