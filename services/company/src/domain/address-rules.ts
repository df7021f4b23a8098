import { DuplicateLocationError } from '../db/locations.repo.js';
import { checkAddress, type AddressInput, type CheckedAddress } from '@rha/contracts/address-check';
import { invalidAddress, locationExists } from './errors.js';

/**
 * The checked address, or an invalid-address error naming each failing field; `prefix` places the fields
 * where the request nests the address (e.g. `location.zipCode`).
 */
export function requireValidAddress(input: AddressInput, prefix?: string): CheckedAddress {
  const check = checkAddress(input);
  if (check.valid) return check.address;
  throw invalidAddress(
    check.errors.map(({ field, message }) => ({
      field: prefix ? `${prefix}.${field}` : field,
      message,
    })),
  );
}

/** Runs a location write, turning the unique index's refusal into the domain's rule. */
export async function uniqueLocation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateLocationError) throw locationExists();
    throw error;
  }
}
