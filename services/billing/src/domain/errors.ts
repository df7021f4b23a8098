import { DomainError } from '@rha/kit';

/** No such invoice for this caller: another company's looks the same. */
export function invoiceNotFound(): DomainError {
  return new DomainError('not_found', { message: 'No such invoice.' });
}

export function alreadyCredited(): DomainError {
  return new DomainError('conflict', {
    code: 'already_credited',
    message: 'This invoice already has a credit note.',
  });
}

export function notAnInvoice(): DomainError {
  return new DomainError('conflict', {
    code: 'not_an_invoice',
    message: 'A credit note cannot be paid or credited.',
  });
}

export function paymentAboveBalance(balanceCents: number): DomainError {
  return DomainError.invalidFields([
    {
      field: 'amountCents',
      message: `The payment is more than the ${(balanceCents / 100).toFixed(2)} USD still due.`,
    },
  ]);
}

export function nothingDue(): DomainError {
  return new DomainError('conflict', {
    code: 'nothing_due',
    message: 'Nothing is due on this invoice.',
  });
}

export function nothingDueToTechnician(): DomainError {
  return new DomainError('conflict', {
    code: 'nothing_due',
    message: 'Nothing is due to this technician.',
  });
}

/** A provider notice whose signature does not match its bytes: nothing of it is believed. */
export function invalidSignature(): DomainError {
  return new DomainError('invalid', {
    code: 'invalid_signature',
    message: 'The notice is not signed with the webhook secret.',
  });
}

/** The payment provider takes no notices (invoice-and-record has no one to send them). */
export function noNotices(): DomainError {
  return new DomainError('not_found', { message: 'This payment provider sends no notices.' });
}

/** A provider refused or could not be reached; the company may try again. */
export function providerFailed(cause: unknown): DomainError {
  return new DomainError('unavailable', {
    code: 'payment_provider_failed',
    message: 'The payment provider did not answer. Try again in a moment.',
    cause,
  });
}

/** Payouts are recorded by an admin here: there is no account at a provider to set up. */
export function payoutsRecorded(): DomainError {
  return new DomainError('conflict', {
    code: 'payouts_recorded',
    message:
      'Your pay is sent by Remote Hands Alaska and recorded here; there is nothing to set up.',
  });
}
