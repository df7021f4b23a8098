import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Pool } from 'pg';
import { schemaName } from './schema.js';

interface ModelRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

/** oidc-provider storage in Postgres, so sessions, grants and refresh tokens survive restarts. */
export function postgresAdapter(pool: Pool, schema: string): AdapterConstructor {
  const table = `${schemaName(schema)}.oidc_models`;
  const live = '(expires_at is null or expires_at > now())';

  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await pool.query(
        `insert into ${table} (model, id, payload, grant_id, uid, user_code, expires_at)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7)
         on conflict (model, id) do update set payload = excluded.payload,
           grant_id = excluded.grant_id, uid = excluded.uid, user_code = excluded.user_code,
           expires_at = excluded.expires_at, consumed_at = null`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          expiresAt,
        ],
      );
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await pool.query(`update ${table} set consumed_at = now() where model = $1 and id = $2`, [
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await pool.query(`delete from ${table} where model = $1 and id = $2`, [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await pool.query(`delete from ${table} where model = $1 and grant_id = $2`, [
        this.model,
        grantId,
      ]);
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const { rows } = await pool.query<ModelRow>(
        `select payload, consumed_at from ${table} where model = $1 and ${column} = $2 and ${live}`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : row.payload;
    }
  };
}
