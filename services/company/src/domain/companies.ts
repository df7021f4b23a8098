import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  findCompanyByOwner,
  insertCompanyIfAbsent,
  lockCompanyByOwner,
  updateCompany,
  type CompanyChanges,
  type CompanyRow,
} from '../db/companies.repo.js';
import {
  findLocation,
  firstLocation,
  insertLocation,
  updateLocation,
  type LocationRow,
} from '../db/locations.repo.js';
import type { AddressInput } from '@rha/contracts/address-check';
import { requireValidAddress, uniqueLocation } from './address-rules.js';
import { companyNotFound, locationNotFound } from './errors.js';

export interface CompanyDetails {
  companyName: string;
  /** An http(s) URL; empty or absent for none. */
  website?: string | undefined;
}

export interface CompanyRegistration extends CompanyDetails {
  location: AddressInput;
}

export interface CompanyProfileSave extends CompanyDetails {
  /** `id` names the location to change; without it the company's first location is changed. */
  location: AddressInput & { id?: string | undefined };
}

export async function ownCompany(db: Knex, subject: string): Promise<CompanyRow> {
  const company = await findCompanyByOwner(db, subject);
  if (!company) throw companyNotFound();
  return company;
}

/**
 * The sign-up step: the user's company with its first location. Repeating it (a retried
 * sign-up) returns what exists instead of making a second company.
 */
export async function registerCompany(
  db: Knex,
  user: SignedInUser,
  registration: CompanyRegistration,
): Promise<{ company: CompanyRow; locationId: string }> {
  const address = requireValidAddress(registration.location, 'location');
  return db.transaction(async (trx) => {
    const created = await insertCompanyIfAbsent(trx, newCompany(user, registration));
    const company = created ?? (await lockedCompany(trx, user));
    if (!created) {
      const first = await firstLocation(trx, company.id);
      if (first) return { company, locationId: first.id };
    }
    const location = await insertLocation(trx, company.id, address);
    return { company, locationId: location.id };
  });
}

/** Changes name and website; saving what is already stored writes nothing. */
export async function updateOwnCompany(
  db: Knex,
  user: SignedInUser,
  details: Partial<CompanyDetails>,
): Promise<CompanyRow> {
  return db.transaction(async (trx) => {
    const company = await lockCompanyByOwner(trx, user.subject);
    if (!company) throw companyNotFound();
    const changes = changesTo(company, details);
    if (!changes) return company;
    return updateCompany(trx, company.id, changes);
  });
}

/**
 * The Company Profile panel's save: company and one location in one transaction, so a failing
 * address check or a duplicate location leaves the company name unchanged too. A company user
 * who never went through sign-up (an invited or demo account) gets their company here.
 */
export async function saveCompanyProfile(
  db: Knex,
  user: SignedInUser,
  save: CompanyProfileSave,
): Promise<{ company: CompanyRow; location: LocationRow }> {
  const address = requireValidAddress(save.location, 'location');
  return uniqueLocation(() =>
    db.transaction(async (trx) => {
      const created = await insertCompanyIfAbsent(trx, newCompany(user, save));
      let company = created ?? (await lockedCompany(trx, user));
      const changes = created ? undefined : changesTo(company, save);
      if (changes) company = await updateCompany(trx, company.id, changes);

      const { id } = save.location;
      const target = id
        ? await findLocation(trx, company.id, id)
        : await firstLocation(trx, company.id);
      if (id && !target) throw locationNotFound();
      const location = target
        ? await updateLocation(trx, target.id, address)
        : await insertLocation(trx, company.id, address);
      return { company, location };
    }),
  );
}

function newCompany(user: SignedInUser, details: CompanyDetails) {
  return {
    ownerKeycloakId: user.subject,
    companyName: details.companyName,
    website: details.website || null,
  };
}

/** Right after insertIfAbsent found a company: it exists, and now this transaction holds it. */
async function lockedCompany(trx: Knex.Transaction, user: SignedInUser): Promise<CompanyRow> {
  const company = await lockCompanyByOwner(trx, user.subject);
  if (!company) throw new Error(`company of ${user.subject} neither inserted nor found`);
  return company;
}

function changesTo(
  company: CompanyRow,
  details: Partial<CompanyDetails>,
): CompanyChanges | undefined {
  const changes: CompanyChanges = {};
  if (details.companyName !== undefined && details.companyName !== company.company_name) {
    changes.companyName = details.companyName;
  }
  if (details.website !== undefined) {
    const website = details.website || null;
    if (website !== company.website) changes.website = website;
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}
