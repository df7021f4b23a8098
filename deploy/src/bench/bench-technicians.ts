import pg from 'pg';
import { accountStore } from '../idp/accounts.js';
import { decoyPasswordHash } from '../idp/passwords.js';

/** The dev IdP's schema in the stack's database (startIdp's default). */
const idpSchema = 'dev_idp';

/**
 * Accounts with the technician role in the dev IdP, `count` of them, made on the first run and kept
 * like the demo accounts. Their password hash matches no password: the bench only has tokens issued
 * for them. Returns their e-mails.
 */
export async function benchTechnicians(databaseUrl: string, count: number): Promise<string[]> {
  const emails = Array.from(
    { length: count },
    (_, index) => `bench-technician-${index + 1}@example.com`,
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const accounts = accountStore(pool, idpSchema);
    const passwordHash = await decoyPasswordHash();
    for (const [index, email] of emails.entries()) {
      if (await accounts.findCredentials(email)) continue;
      await accounts.create({
        email,
        firstName: 'Bench',
        lastName: `Technician ${index + 1}`,
        emailVerified: true,
        passwordHash,
        realmRoles: ['technician'],
      });
    }
  } finally {
    await pool.end();
  }
  return emails;
}
