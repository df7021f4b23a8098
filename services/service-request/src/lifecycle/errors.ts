import { messages } from '@rha/contracts';
import { DomainError } from '@rha/kit';

/** A request the caller may not see is answered like one that does not exist: no leak. */
export function requestNotFound(): DomainError {
  return new DomainError('not_found', { message: messages.lifecycle.requestNotFound });
}

/** Another technician's offer is answered like one that does not exist. */
export function offerNotFound(): DomainError {
  return new DomainError('not_found', {
    code: 'offer_not_found',
    message: messages.dispatch.offerNotFound,
  });
}

export function offerClosed(): DomainError {
  return new DomainError('conflict', {
    code: 'offer_closed',
    message: messages.dispatch.offerClosed,
  });
}

export function jobTaken(): DomainError {
  return new DomainError('conflict', { code: 'job_taken', message: messages.dispatch.jobTaken });
}

/** Suspended, rejected or not yet approved: the technician may hold no new work. */
export function notApprovedToAccept(): DomainError {
  return new DomainError('forbidden', {
    code: 'technician_not_approved',
    message: messages.dispatch.notApprovedToAccept,
  });
}
