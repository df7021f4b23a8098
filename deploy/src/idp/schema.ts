import type { Pool } from 'pg';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** Schema names come from options, never from requests; still, only plain identifiers pass. */
export function schemaName(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}

function tables(schema: string): string[] {
  return [
    `create schema if not exists ${schema}`,
    `create table if not exists ${schema}.accounts (
      id uuid primary key,
      email text not null unique,
      first_name text not null default '',
      last_name text not null default '',
      password_hash text not null,
      email_verified boolean not null default false,
      created_at timestamptz not null default now()
    )`,
    `create table if not exists ${schema}.realm_role_mappings (
      account_id uuid not null references ${schema}.accounts (id) on delete cascade,
      role_name text not null,
      primary key (account_id, role_name)
    )`,
    `create table if not exists ${schema}.oidc_models (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      uid text,
      user_code text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    )`,
    `create index if not exists oidc_models_grant_id on ${schema}.oidc_models (model, grant_id)`,
    `create index if not exists oidc_models_uid on ${schema}.oidc_models (model, uid)`,
    `create index if not exists oidc_models_user_code on ${schema}.oidc_models (model, user_code)`,
    `create index if not exists oidc_models_expires_at on ${schema}.oidc_models (expires_at)`,
    `create table if not exists ${schema}.keys (
      name text primary key,
      material jsonb not null,
      created_at timestamptz not null default now()
    )`,
  ];
}

/** Several processes may start at once (tests, the launcher): the advisory lock serialises them. */
export async function createTables(pool: Pool, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`dev-idp:${schema}`]);
    for (const statement of tables(schemaName(schema))) await client.query(statement);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

export async function deleteExpiredModels(pool: Pool, schema: string): Promise<void> {
  await pool.query(`delete from ${schemaName(schema)}.oidc_models where expires_at < now()`);
}
