import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { schemaName } from './schema.js';

export interface Account {
  /** The token `sub` and the Keycloak user id. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  createdAt: Date;
}

export interface NewAccount {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  emailVerified: boolean;
  realmRoles: string[];
}

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verified: boolean;
  created_at: Date;
  password_hash: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    emailVerified: row.email_verified,
    createdAt: row.created_at,
  };
}

export type AccountStore = ReturnType<typeof accountStore>;

export function accountStore(pool: Pool, schema: string) {
  const accounts = `${schemaName(schema)}.accounts`;
  const mappings = `${schemaName(schema)}.realm_role_mappings`;
  const columns = 'id, email, first_name, last_name, email_verified, created_at, password_hash';

  return {
    async findById(id: string): Promise<Account | undefined> {
      if (!UUID.test(id)) return undefined;
      const { rows } = await pool.query<AccountRow>(
        `select ${columns} from ${accounts} where id = $1`,
        [id],
      );
      return rows[0] && toAccount(rows[0]);
    },

    /** Emails are stored lower-cased, as Keycloak does, so sign-in ignores case. */
    async findCredentials(
      email: string,
    ): Promise<{ account: Account; passwordHash: string } | undefined> {
      const { rows } = await pool.query<AccountRow>(
        `select ${columns} from ${accounts} where email = $1`,
        [email.trim().toLowerCase()],
      );
      const row = rows[0];
      return row && { account: toAccount(row), passwordHash: row.password_hash };
    },

    /** Returns undefined when the email (or the id) is already taken. */
    async create(input: NewAccount): Promise<Account | undefined> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<AccountRow>(
          `insert into ${accounts} (id, email, first_name, last_name, password_hash, email_verified)
           values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning ${columns}`,
          [
            input.id ?? randomUUID(),
            input.email.trim().toLowerCase(),
            input.firstName,
            input.lastName,
            input.passwordHash,
            input.emailVerified,
          ],
        );
        const row = rows[0];
        if (row) {
          await client.query(
            `insert into ${mappings} (account_id, role_name) select $1, unnest($2::text[])
             on conflict do nothing`,
            [row.id, input.realmRoles],
          );
        }
        await client.query('commit');
        return row && toAccount(row);
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },

    /** Marks the address proven, only while it is still the account's address. */
    async markEmailVerified(accountId: string, email: string): Promise<boolean> {
      const { rowCount } = await pool.query(
        `update ${accounts} set email_verified = true where id = $1 and email = $2`,
        [accountId, email.trim().toLowerCase()],
      );
      return rowCount === 1;
    },

    /** False when another account holds the address already. */
    async updateEmail(accountId: string, email: string, emailVerified: boolean): Promise<boolean> {
      const { rowCount } = await pool.query(
        `update ${accounts} set email = $2, email_verified = $3
         where id = $1 and not exists (select 1 from ${accounts} where email = $2 and id <> $1)`,
        [accountId, email.trim().toLowerCase(), emailVerified],
      );
      return rowCount === 1;
    },

    async realmRoles(accountId: string): Promise<string[]> {
      const { rows } = await pool.query<{ role_name: string }>(
        `select role_name from ${mappings} where account_id = $1 order by role_name`,
        [accountId],
      );
      return rows.map((row) => row.role_name);
    },

    async addRealmRoles(accountId: string, roles: string[]): Promise<void> {
      await pool.query(
        `insert into ${mappings} (account_id, role_name) select $1, unnest($2::text[])
         on conflict do nothing`,
        [accountId, roles],
      );
    },

    async removeRealmRoles(accountId: string, roles: string[]): Promise<void> {
      await pool.query(
        `delete from ${mappings} where account_id = $1 and role_name = any($2::text[])`,
        [accountId, roles],
      );
    },
  };
}
