/**
 * Keycloak's brute-force detection for the dev provider's password checks (the login page and the
 * password grant): the realm's `bruteForceProtected` settings, counted per user, temporary lockout only.
 *
 * Failures live in memory, as Keycloak keeps them in its login-failure cache rather than in its database:
 * one dev provider process serves a realm, and a restart clears every lockout in both.
 */
import { z } from 'zod';
import type { Account, AccountStore } from './accounts.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';

export interface BruteForceSettings {
  bruteForceProtected: boolean;
  failureFactor: number;
  waitIncrementSeconds: number;
  maxFailureWaitSeconds: number;
  minimumQuickLoginWaitSeconds: number;
  quickLoginCheckMilliSeconds: number;
  maxDeltaTimeSeconds: number;
}

/** A realm export's brute-force fields, with Keycloak's defaults for the ones it leaves out. */
const settingsSchema = z.object({
  bruteForceProtected: z.boolean().default(false),
  permanentLockout: z
    .literal(false, {
      message: 'permanentLockout is not supported by the dev identity provider',
    })
    .default(false),
  failureFactor: z.number().int().positive().default(30),
  waitIncrementSeconds: z.number().int().nonnegative().default(60),
  maxFailureWaitSeconds: z.number().int().nonnegative().default(900),
  minimumQuickLoginWaitSeconds: z.number().int().nonnegative().default(60),
  quickLoginCheckMilliSeconds: z.number().int().nonnegative().default(1000),
  maxDeltaTimeSeconds: z.number().int().nonnegative().default(43_200),
});

export function bruteForceSettings(realmExport: unknown): BruteForceSettings {
  const result = settingsSchema.safeParse(realmExport);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`The realm's brute-force settings are not usable: ${problems.join('; ')}`);
  }
  const { permanentLockout: _permanent, ...settings } = result.data;
  return settings;
}

/**
 * `invalid`: unknown user or wrong password; `locked`: the user is temporarily disabled (or another
 * attempt of theirs is under way). Keycloak shows both the same way, so a lockout is not revealed.
 */
export type PasswordCheck =
  { ok: true; account: Account } | { ok: false; reason: 'invalid' | 'locked' };

export interface BruteForceProtector {
  /** Checks a username (e-mail) and password as Keycloak's login does, counting failures per user. */
  checkPassword(username: string, password: string): Promise<PasswordCheck>;
}

interface LoginFailures {
  count: number;
  lastFailureMs: number;
  notBeforeMs: number;
}

export function bruteForceProtector(deps: {
  settings: BruteForceSettings;
  accounts: Pick<AccountStore, 'findCredentials'>;
  /** The clock, replaceable in tests. */
  now?: () => number;
}): BruteForceProtector {
  const { settings, accounts } = deps;
  const now = deps.now ?? Date.now;
  const failures = new Map<string, LoginFailures>();
  // Keycloak refuses a login while another of the same user is under way, so parallel guesses
  // cannot all pass the lockout check before the first failure is counted.
  const inProgress = new Set<string>();

  function isLocked(accountId: string): boolean {
    return now() < (failures.get(accountId)?.notBeforeMs ?? 0);
  }

  /** Keycloak's DefaultBruteForceProtector.failure with its default MULTIPLE strategy. */
  function recordFailure(accountId: string): void {
    const time = now();
    const record = failures.get(accountId) ?? { count: 0, lastFailureMs: 0, notBeforeMs: 0 };
    const deltaMs = record.lastFailureMs > 0 ? time - record.lastFailureMs : 0;
    if (deltaMs > settings.maxDeltaTimeSeconds * 1000) record.count = 0;
    record.count += 1;
    let waitSeconds =
      settings.waitIncrementSeconds * Math.floor(record.count / settings.failureFactor);
    if (
      waitSeconds <= 0 &&
      record.lastFailureMs > 0 &&
      deltaMs < settings.quickLoginCheckMilliSeconds
    ) {
      waitSeconds = settings.minimumQuickLoginWaitSeconds;
    }
    record.lastFailureMs = time;
    if (waitSeconds > 0) {
      record.notBeforeMs = time + Math.min(settings.maxFailureWaitSeconds, waitSeconds) * 1000;
    }
    failures.set(accountId, record);
  }

  return {
    async checkPassword(username, password) {
      const found = username ? await accounts.findCredentials(username) : undefined;
      if (!found) {
        // The same work as a real check, so the answer's timing does not tell which e-mails exist.
        await verifyPassword(password, await decoyPasswordHash());
        return { ok: false, reason: 'invalid' };
      }
      const accountId = found.account.id;
      if (!settings.bruteForceProtected) {
        const valid = await verifyPassword(password, found.passwordHash);
        return valid ? { ok: true, account: found.account } : { ok: false, reason: 'invalid' };
      }
      if (isLocked(accountId) || inProgress.has(accountId)) return { ok: false, reason: 'locked' };
      inProgress.add(accountId);
      try {
        if (await verifyPassword(password, found.passwordHash)) {
          failures.delete(accountId);
          return { ok: true, account: found.account };
        }
        recordFailure(accountId);
        return { ok: false, reason: 'invalid' };
      } finally {
        inProgress.delete(accountId);
      }
    },
  };
}
