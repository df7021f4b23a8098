import type { CompanyLocation, User } from '@rha/contracts';

export type UserLocationFields = Pick<User, 'city' | 'state' | 'zipCode'>;

/** The location fields of GET /api/user, from a company location (null fields without one). */
export function locationFields(location: CompanyLocation | null): UserLocationFields {
  return {
    city: location?.city ?? null,
    state: location?.state ?? null,
    zipCode: location?.zipCode ?? null,
  };
}
