import pg from 'pg';
import { accountStore } from '../../idp/accounts.js';
import { hashPassword } from '../../idp/passwords.js';
import { demoPassword, type DemoTechnician } from './people.js';

/** The dev IdP's schema in the stack's database (startIdp's default). */
const idpSchema = 'dev_idp';

/**
 * The demo technicians' accounts in the dev IdP's account store, as its registration page leaves
 * them: a password and no product role yet (completing the sign-up maps the technician role).
 * Accounts that exist already are kept.
 */
export async function createDemoAccounts(
  databaseUrl: string,
  technicians: readonly DemoTechnician[],
): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const accounts = accountStore(pool, idpSchema);
    // One hash for all: scrypt is slow by design, and every demo account shares the password.
    const passwordHash = await hashPassword(demoPassword);
    for (const technician of technicians) {
      if (await accounts.findCredentials(technician.email)) continue;
      const [firstName = '', ...rest] = technician.fullName.split(' ');
      await accounts.create({
        email: technician.email,
        firstName,
        lastName: rest.join(' '),
        emailVerified: true,
        passwordHash,
        realmRoles: ['default-roles-remote-hands'],
      });
    }
  } finally {
    await pool.end();
  }
}
