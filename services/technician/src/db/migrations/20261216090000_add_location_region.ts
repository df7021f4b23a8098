import { alaskaCommunityByName, regionOf } from '@rha/contracts/reference';
import type { Migration } from '@rha/kit';

export const addLocationRegion: Migration = {
  name: '20261216090000_add_location_region',
  async up(knex) {
    await knex.schema.alterTable('locations', (table) => {
      // The home city as the reference list spells it, and its region's id: both null for a city
      // not in the list. Kept beside the typed city so dispatch finds the technicians living in a
      // community, or in its region, by indexed equality instead of mapping every row per query.
      table.text('community');
      table.text('region');
      table.index(['community'], 'locations_community');
      table.index(['region'], 'locations_region');
    });
    const rows = (await knex('locations').distinct('city')) as { city: string }[];
    const cities = rows.map((row) => row.city);
    if (cities.length === 0) return;
    await knex.raw(
      `update locations l set community = nullif(placed.community, ''), region = nullif(placed.region, '')
         from unnest(?::text[], ?::text[], ?::text[]) as placed(city, community, region)
        where l.city = placed.city`,
      [
        cities,
        cities.map((city) => alaskaCommunityByName(city)?.name ?? ''),
        cities.map((city) => regionOf(city)?.id ?? ''),
      ],
    );
  },
  async down(knex) {
    await knex.schema.alterTable('locations', (table) => {
      table.dropIndex(['community'], 'locations_community');
      table.dropIndex(['region'], 'locations_region');
      table.dropColumns('community', 'region');
    });
  },
};
