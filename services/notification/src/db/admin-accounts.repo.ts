import type { Knex } from 'knex';

type Queryable = Knex | Knex.Transaction;

export interface AdminStanding {
  keycloakId: string;
  isAdmin: boolean;
  changedAt: string;
}

/** Keeps the newest word on whether the account is an admin; an older event changes nothing. */
export async function saveAdminStanding(db: Queryable, standing: AdminStanding): Promise<void> {
  await db('admin_accounts')
    .insert({
      keycloak_id: standing.keycloakId,
      is_admin: standing.isAdmin,
      changed_at: standing.changedAt,
    })
    .onConflict('keycloak_id')
    .merge()
    .where('admin_accounts.changed_at', '<', standing.changedAt);
}

/** The Keycloak ids of every account that is an admin now. */
export async function adminIds(db: Queryable): Promise<string[]> {
  const rows = (await db('admin_accounts')
    .where({ is_admin: true })
    .orderBy('keycloak_id')
    .select('keycloak_id')) as { keycloak_id: string }[];
  return rows.map((row) => row.keycloak_id);
}
