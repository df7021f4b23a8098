import type { Knex } from 'knex';

/** A schema change, named `YYYYMMDDHHMMSS_verb_noun`, bundled in code so it ships inside dist/. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}
