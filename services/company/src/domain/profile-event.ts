import { parseEvent } from '@rha/contracts/events';
import { createEvent, enqueueEvent, type Knex } from '@rha/kit';
import type { CompanyRow } from '../db/companies.repo.js';
import { firstLocation } from '../db/locations.repo.js';
import type { Caller, Contact } from './caller.js';

const EVENT_TYPE = 'company.profile.updated.v1';

/**
 * Records `company.profile.updated.v1` in the outbox of the caller's transaction: a snapshot of the
 * company with its main (first) location, as others show it. The e-mail and phone belong to the
 * user's profile in identity; they come with the change when the panel saved them, else the
 * e-mail is the token's and the phone is left empty.
 */
export async function recordProfileUpdated(
  trx: Knex.Transaction,
  caller: Caller,
  company: CompanyRow,
  contact?: Contact,
): Promise<void> {
  const location = await firstLocation(trx, company.id);
  // Parsed against the catalogue so a payload that breaks the contract fails here, not at consumers.
  const data = parseEvent(EVENT_TYPE, {
    companyId: company.id,
    keycloakId: caller.subject,
    companyName: company.company_name,
    website: company.website ?? '',
    email: contact?.email ?? caller.email ?? '',
    phone: contact?.phone ?? '',
    location: location
      ? {
          id: location.id,
          address: location.address,
          city: location.city,
          state: location.state,
          zipCode: location.zip_code,
        }
      : null,
    updatedAt: new Date().toISOString(),
  });
  await enqueueEvent(
    trx,
    createEvent(EVENT_TYPE, data, { source: 'company', correlationId: caller.requestId }),
  );
}
