import pg from 'pg';

/** The service-request service's schema in the stack's database. */
const schema = 'service_request';

/**
 * Moves a request's whole history `hours` into the past: every timestamp and date of the request and
 * of the rows hanging off it (timeline, offers, log, files, messages, ratings), so their order and
 * gaps stay as the API wrote them. No API takes a past date, and a demo week where everything
 * happened in the same minute does not read like one.
 */
export async function backdateRequest(
  databaseUrl: string,
  requestId: string,
  hours: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
    }>(
      `select c.table_name, c.column_name, c.data_type
         from information_schema.columns c
        where c.table_schema = $1
          and c.data_type in ('timestamp with time zone', 'date')
          and (c.table_name = 'service_requests' or exists (
                select 1 from information_schema.columns k
                 where k.table_schema = c.table_schema and k.table_name = c.table_name
                   and k.column_name = 'request_id'))`,
      [schema],
    );
    const columnsByTable = new Map<string, string[]>();
    for (const row of rows) {
      // A date moves by whole days only: five hours earlier is still the day the company asked for.
      const shift =
        row.data_type === 'date'
          ? `"${row.column_name}" = "${row.column_name}" - ($2::int / 24)`
          : `"${row.column_name}" = "${row.column_name}" - make_interval(hours => $2::int)`;
      columnsByTable.set(row.table_name, [...(columnsByTable.get(row.table_name) ?? []), shift]);
    }
    await client.query('begin');
    for (const [table, shifts] of columnsByTable) {
      const key = table === 'service_requests' ? 'id' : 'request_id';
      await client.query(`update ${schema}."${table}" set ${shifts.join(', ')} where ${key} = $1`, [
        requestId,
        hours,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
