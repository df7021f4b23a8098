import type { User, UserTypeValue } from '@rha/contracts';
import { callerOf } from '@rha/kit';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import type { TechnicianApi } from '../clients/technician.js';

export type UserLocationFields = Pick<User, 'city' | 'state' | 'zipCode'>;

type Located = Pick<User, 'city' | 'state' | 'zipCode'> | null;

/** The location fields of the user's profile (null fields without a location). */
export function locationFields(location: Located): UserLocationFields {
  return {
    city: location?.city ?? null,
    state: location?.state ?? null,
    zipCode: location?.zipCode ?? null,
  };
}

export interface UserLocationSources {
  company: CompanyApi;
  technician: TechnicianApi;
}

/** The location fields of a user of this type; each type's location is read at most once. */
export type UserLocationOf = (userType: UserTypeValue) => Promise<UserLocationFields>;

/**
 * Where a user's profile gets its city, state and ZIP code: a company's main location, or a
 * technician's service location. Identity owns the profile; the location only completes it, so an
 * outage of the location's service must not lock the user out of the whole dashboard (its location
 * calls report the outage themselves): it is logged and the fields stay null.
 */
export function userLocationOf(ctx: Koa.Context, sources: UserLocationSources): UserLocationOf {
  const caller = callerOf(ctx);
  const readers: Partial<Record<UserTypeValue, () => Promise<Located>>> = {
    company: () => sources.company.mainLocation(caller),
    technician: () => sources.technician.homeLocation(caller),
  };
  const started = new Map<UserTypeValue, Promise<UserLocationFields>>();

  return (userType) => {
    const read = readers[userType];
    if (!read) return Promise.resolve(locationFields(null));
    let fields = started.get(userType);
    if (!fields) {
      fields = read().then(locationFields, (error: unknown) => {
        ctx.state.log.warn({ err: error }, `profile served without its ${userType} location`);
        return locationFields(null);
      });
      started.set(userType, fields);
    }
    return fields;
  };
}

/**
 * The user type a token's roles point to, so the location can be read together with identity's
 * profile: the hottest read costs one round trip, not two. Identity still has the last word.
 */
export function likelyUserType(roles: readonly string[]): UserTypeValue | undefined {
  if (roles.includes('company')) return 'company';
  if (roles.includes('technician')) return 'technician';
  return undefined;
}
