import { randomUUID } from 'node:crypto';
import {
  alaskaCommunityByName,
  regionOf,
  type AdminTechnicianDetails,
  type AdminTechnicianList,
  type DispatchCandidates,
  type EventData,
} from '@rha/contracts';
import { createEvent } from '@rha/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  seedTechnician,
  startTechnicianService,
  type TechnicianService,
  startTestConsumer,
} from './support.js';

type Revealed = EventData<'service-request.ratings-revealed.v1'>;

let service: TechnicianService;
let consumer: Awaited<ReturnType<typeof startTestConsumer>>;
let token: string;

beforeAll(async () => {
  service = await startTechnicianService('technician_ratings');
  token = adminToken(service.issuer);
  consumer = await startTestConsumer(service.testDb.db);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

const SATURDAY = '2027-06-12';
const RATED_AT = '2026-06-01T10:00:00.000Z';

/** An Approved technician living in the community, as the location routes would place them. */
async function livingIn(community: string, fullName: string): Promise<string> {
  const db = service.testDb.db;
  const id = await seedTechnician(db, {
    full_name: fullName,
    vetting_status: 'approved',
    location: { city: community, state: 'Alaska', zipCode: '99501' },
  });
  await db('locations')
    .where({ technician_id: id })
    .update({ community: alaskaCommunityByName(community)?.name, region: regionOf(community)?.id });
  return id;
}

function revealed(technicianId: string, overrides: Partial<Revealed> = {}): Revealed {
  return {
    requestId: randomUUID(),
    ticketNumber: '20260601-1001',
    companyId: randomUUID(),
    technicianId,
    byCompany: { score: 5, comment: 'On time.', ratedAt: RATED_AT },
    byTechnician: { score: 4, comment: '', ratedAt: '2026-06-01T11:00:00.000Z' },
    revealedAt: '2026-06-01T11:00:00.000Z',
    ...overrides,
  };
}

/** Publishes the reveal (the same event again when `redelivered`) and waits until it is handled. */
async function deliver(data: Revealed, { redelivered = false } = {}): Promise<void> {
  const event = createEvent('service-request.ratings-revealed.v1', data, {
    source: 'service-request',
    correlationId: randomUUID(),
  });
  await consumer.transport.publish(event);
  if (redelivered) await consumer.transport.publish(event);
  await expect
    .poll(async () => service.testDb.db('inbox').where({ event_id: event.id }).first(), {
      timeout: 5_000,
    })
    .toBeDefined();
}

async function ratingInDirectory(id: string) {
  const response = await call(service.url, `/admin/technicians/${id}`, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminTechnicianDetails).technician.rating;
}

describe('ratings received', () => {
  it('averages the revealed company ratings to one decimal, each job once', async () => {
    const id = await livingIn('Kotzebue', 'Rated Kotzebue');
    expect(await ratingInDirectory(id)).toEqual({ average: null, count: 0 });

    await deliver(revealed(id), { redelivered: true });
    await deliver(revealed(id, { byCompany: { score: 4, comment: '', ratedAt: RATED_AT } }));
    await deliver(revealed(id, { byCompany: { score: 4, comment: '', ratedAt: RATED_AT } }));
    // Only the technician rated: nothing about the technician to count.
    await deliver(revealed(id, { byCompany: null }));

    expect(await ratingInDirectory(id)).toEqual({ average: 4.3, count: 3 });
    const response = await call(service.url, '/admin/technicians?q=Rated%20Kotzebue', {
      token,
    });
    const list = (await response.json()) as AdminTechnicianList;
    expect(list.technicians.map((entry) => entry.rating)).toEqual([{ average: 4.3, count: 3 }]);
  });

  it('puts the better rated first among otherwise equal candidates, the unrated last', async () => {
    const unrated = await livingIn('Shishmaref', 'Aaron Unrated');
    const good = await livingIn('Shishmaref', 'Bea Good');
    const best = await livingIn('Shishmaref', 'Cal Best');
    await deliver(revealed(good, { byCompany: { score: 3, comment: '', ratedAt: RATED_AT } }));
    await deliver(revealed(best, { byCompany: { score: 5, comment: '', ratedAt: RATED_AT } }));

    const response = await call(
      service.url,
      `/admin/dispatch/candidates?community=Shishmaref&serviceType=remote-hands&date=${SATURDAY}`,
      { token },
    );
    expect(response.status).toBe(200);
    const ranked = (await response.json()) as DispatchCandidates;
    expect(ranked.candidates.map(({ technician }) => [technician.id, technician.rating])).toEqual([
      [best, { average: 5, count: 1 }],
      [good, { average: 3, count: 1 }],
      [unrated, { average: null, count: 0 }],
    ]);
  });
});
