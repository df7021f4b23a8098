import { problems, type HttpProblem } from '@rha/kit';
import type Koa from 'koa';
import { CompanyError, type CompanyErrorKind } from '../domain/errors.js';

const toProblem: Record<CompanyErrorKind, (error: CompanyError) => HttpProblem> = {
  company_not_found: () => problems.notFound('You have no company profile yet.'),
  location_not_found: () => problems.notFound('No such location.'),
  location_exists: () =>
    problems.conflict(
      'location_exists',
      'Your company already has a location with this address, city, state and ZIP code.',
    ),
  invalid_address: (error) => problems.validation(error.errors),
};

/** Turns the domain's refusals into problem+json; anything else goes on to kit's error handler. */
export function companyErrors(): Koa.Middleware {
  return async (_ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof CompanyError) throw toProblem[error.kind](error);
      throw error;
    }
  };
}
