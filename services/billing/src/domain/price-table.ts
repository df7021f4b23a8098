import { DEFAULT_PRICE_TABLE, type PriceTable } from '@rha/contracts';
import type { Knex } from 'knex';

interface PriceSettingsRow {
  id: number;
  remote_eyes_cents: number;
  discount_bands: PriceTable['discountBands'];
  weather_standby_day_cents: number;
  updated_at: Date;
}

export interface CurrentPriceTable {
  priceTable: PriceTable;
  updatedAt: string | null;
}

/** The table an admin saved last, or the defaults of the price list until one is saved. */
export async function currentPriceTable(db: Knex): Promise<CurrentPriceTable> {
  const row = await db<PriceSettingsRow>('price_settings').where({ id: 1 }).first();
  if (!row) return { priceTable: DEFAULT_PRICE_TABLE, updatedAt: null };
  return {
    priceTable: {
      remoteEyesCents: row.remote_eyes_cents,
      discountBands: row.discount_bands,
      weatherStandbyDayCents: row.weather_standby_day_cents,
    },
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function savePriceTable(
  db: Knex,
  table: PriceTable,
  by: { subject: string; at: Date },
): Promise<CurrentPriceTable> {
  const row = {
    id: 1,
    remote_eyes_cents: table.remoteEyesCents,
    discount_bands: JSON.stringify(table.discountBands),
    weather_standby_day_cents: table.weatherStandbyDayCents,
    updated_by: by.subject,
    updated_at: by.at,
  };
  await db('price_settings').insert(row).onConflict('id').merge();
  return { priceTable: table, updatedAt: by.at.toISOString() };
}
