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
