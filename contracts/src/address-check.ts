import {
  alaskaCommunitiesByZipCode,
  alaskaCommunityByName,
  US_STATE_ABBREVIATIONS,
  usStateByNameOrCode,
  type UsState,
} from './reference.js';
import { messages } from './schemas.js';
import zipcodes from 'zipcodes';

/** One refused field of an address, named as the address's own field. */
export interface AddressFieldError {
  field: 'state' | 'zipCode' | 'city';
  message: string;
}

/** What the address check reports; the spec leaves these unworded, the form shows them per field. */
export const addressMessages = {
  stateNotInList: messages.signup.stateNotInList,
  zipCodeUnknown: 'ZIP code not found',
  zipCodeOtherState: 'ZIP code does not belong to the selected state',
  cityNotServed: 'Village/City does not match the ZIP code',
} as const;

export interface AddressInput {
  address?: string | undefined;
  city: string;
  state: string;
  zipCode: string;
}

/** An address that passed the check, with the state as its name (`AK` becomes `Alaska`). */
export interface CheckedAddress {
  address: string;
  city: string;
  state: UsState;
  zipCode: string;
}

export type AddressCheck =
  { valid: true; address: CheckedAddress } | { valid: false; errors: AddressFieldError[] };

const ALASKA: UsState = 'Alaska';

/**
 * Checks an address against the ZIP code database: the state is one of the 50, the ZIP code
 * exists and lies in that state, and, in Alaska, where a wrong village means a technician flying
 * to the wrong place, the city is one the ZIP code serves.
 */
export function checkAddress(input: AddressInput): AddressCheck {
  const state = usStateByNameOrCode(input.state);
  const zip5 = input.zipCode.trim().slice(0, 5);
  const zipState = stateOfZipCode(zip5);
  const errors: AddressFieldError[] = [];

  if (!state) errors.push({ field: 'state', message: addressMessages.stateNotInList });
  if (!zipState) {
    errors.push({ field: 'zipCode', message: addressMessages.zipCodeUnknown });
  } else if (state && zipState !== US_STATE_ABBREVIATIONS[state]) {
    errors.push({ field: 'zipCode', message: addressMessages.zipCodeOtherState });
  } else if (state === ALASKA && !servesAlaskaCity(zip5, input.city)) {
    errors.push({ field: 'city', message: addressMessages.cityNotServed });
  }

  if (!state || errors.length > 0) return { valid: false, errors };
  return {
    valid: true,
    address: {
      address: input.address?.trim() ?? '',
      city: input.city.trim(),
      state,
      zipCode: input.zipCode.trim(),
    },
  };
}

/** The USPS state code of a ZIP code, or undefined when no such ZIP code exists. */
function stateOfZipCode(zip5: string): string | undefined {
  const entry = zipcodes.lookup(zip5);
  if (entry && entry.country === 'US') return entry.state;
  return alaskaCommunitiesByZipCode(zip5).length > 0 ? 'AK' : undefined;
}

/**
 * The ZIP database names one city per ZIP code, but Alaska villages often get their mail through a
 * neighbouring post office: the community list says which ZIP codes each place uses.
 */
function servesAlaskaCity(zip5: string, city: string): boolean {
  const entry = zipcodes.lookup(zip5);
  if (entry && comparable(entry.city) === comparable(city)) return true;
  return alaskaCommunityByName(city)?.zipCodes.includes(zip5) ?? false;
}

function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
