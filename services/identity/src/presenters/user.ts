import type { IdentityUser } from '@rha/contracts';
import type { UserRow } from '../db/users.repo.js';

/** The wire shape of a user (contracts' IdentityUser); keeps column names out of the API. */
export function presentUser(row: UserRow): IdentityUser {
  return {
    id: row.id,
    keycloakId: row.keycloak_id,
    userType: row.user_type,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    smsConsent: row.sms_consent,
    companyId: row.company_id,
    locationId: row.location_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastLogin: row.last_login?.toISOString() ?? null,
    pendingEmail: row.pending_email,
  };
}
