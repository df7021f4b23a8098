import { counterOfferMessages as m } from '@rha/contracts';
import { DomainError } from '@rha/kit';

export function payLocked(): DomainError {
  return new DomainError('conflict', { code: 'pay_locked', message: m.payLocked });
}

export function counterOfferOpen(): DomainError {
  return new DomainError('conflict', { code: 'counter_offer_open', message: m.counterOfferOpen });
}

export function counterOfferNotFound(): DomainError {
  return new DomainError('not_found', {
    code: 'counter_offer_not_found',
    message: m.counterOfferNotFound,
  });
}

export function counterOfferClosed(): DomainError {
  return new DomainError('conflict', {
    code: 'counter_offer_closed',
    message: m.counterOfferClosed,
  });
}
