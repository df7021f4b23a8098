/**
 * The embedded Postgres database benches run in when DATABASE_URL is unset. The technicians, requests
 * and offers they seed stay there across runs (the directory bench reuses its 10,000 technicians), and
 * never reach `npm start`'s own database, where dispatch would offer real requests to them.
 */
export const benchEmbeddedDatabase = 'remote_hands_bench';
