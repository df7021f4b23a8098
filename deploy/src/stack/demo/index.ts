/**
 * Demo data for `npm start`: a company with requests in every status, technicians at every vetting
 * status and an applicant, all made once through the product's own HTTP API with tokens from the dev
 * IdP, so every timeline entry, event and e-mail is the one the product itself makes.
 */
import type { VettingStatus } from '@rha/contracts/reference';
import type { Logger } from '@rha/kit';
import { createDemoAccounts } from './accounts.js';
import { demoApi, type DemoApi } from './api.js';
import { demoSeeded, markDemoSeeded } from './marker.js';
import {
  demoAdminEmail,
  demoApplicant,
  demoCompany,
  demoCompanyEmail,
  demoPassword,
  demoTechnician,
  demoTechnicians,
  demoVillageLocation,
} from './people.js';
import { requestPlans, seedRequests, type DemoCompany } from './requests.js';
import { seedTechnician, signUpTechnician, type SignedUpTechnician } from './technicians.js';

export interface DemoTarget {
  /** The bff's origin as this process reaches it. */
  webUrl: string;
  /** The dev IdP's realm issuer. */
  issuer: string;
  databaseUrl: string;
  logger: Logger;
}

export type DemoOutcome = 'seeded' | 'already-seeded';

/** Technicians signed up at once: enough to overlap the round trips, few enough for two cores. */
const concurrency = 4;

export async function seedDemoData(target: DemoTarget): Promise<DemoOutcome> {
  const { logger } = target;
  if (await demoSeeded(target.databaseUrl)) {
    logger.info('demo data: already there');
    return 'already-seeded';
  }
  const started = performance.now();
  const api = demoApi(target.webUrl, target.issuer);
  await createDemoAccounts(target.databaseUrl, demoTechnicians);
  const admin = await api.signIn(demoAdminEmail, demoPassword);

  const [company, technicians] = await Promise.all([
    seedCompany(api),
    seedTechnicians(api, admin, logger),
    signUpTechnician(api, demoApplicant),
  ]);
  logger.info(`demo data: company profile, 2 locations, ${technicians.length} technicians`);

  const approved = new Map(
    technicians
      .filter(({ vetting }) => vetting === 'approved')
      .map(({ signedUp }) => [signedUp.email, signedUp]),
  );
  const demo = approved.get(demoTechnician.email);
  if (!demo) throw new Error('technician@example.com was not approved');
  const plans = requestPlans();
  await seedRequests(
    api,
    {
      databaseUrl: target.databaseUrl,
      admin,
      company,
      technicians: approved,
      demoTechnician: demo,
      alsoOffered: [...approved.values()].filter(
        (technician) => technician !== demo && technician.community === 'Bethel',
      ),
    },
    plans,
    (status) => logger.info(`demo data: a request ${status}`),
  );

  const seconds = Math.round((performance.now() - started) / 100) / 10;
  await markDemoSeeded(target.databaseUrl, {
    technicians: technicians.length,
    requests: plans.map((plan) => plan.status),
    seconds,
  });
  logger.info(`demo data: seeded in ${seconds} s`);
  return 'seeded';
}

/** The company owner saves the profile (which makes the Bethel clinic) and adds the village site. */
async function seedCompany(api: DemoApi): Promise<DemoCompany> {
  const token = await api.signIn(demoCompanyEmail, demoPassword);
  await api.call('/api/profile', { method: 'PATCH', token, body: demoCompany });
  const locations = () => api.call<{ id: string; city: string }[]>('/api/location', { token });
  let saved = await locations();
  // Once only: a seed that stopped half-way and runs again adds no second village clinic.
  if (!saved.some((location) => location.city === demoVillageLocation.city)) {
    await api.call('/api/location', { method: 'POST', token, body: demoVillageLocation });
    saved = await locations();
  }
  return {
    token,
    locations: Object.fromEntries(saved.map((location) => [location.city, location.id])),
  };
}

async function seedTechnicians(api: DemoApi, admin: string, logger: Logger) {
  const cast = [demoTechnician, ...demoTechnicians];
  const seeded: { vetting: VettingStatus; signedUp: SignedUpTechnician }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cast.length) {
      const index = next;
      next += 1;
      const technician = cast[index];
      if (!technician) return;
      const signedUp = await seedTechnician(api, admin, technician, index);
      seeded.push({ vetting: technician.vetting, signedUp });
      logger.info(
        `demo data: technician ${seeded.length}/${cast.length} ${technician.fullName} (${technician.vetting})`,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return seeded;
}
