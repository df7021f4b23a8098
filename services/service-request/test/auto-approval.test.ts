import { randomUUID } from 'node:crypto';
import { parseEvent } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { runAutoApprovals } from '../src/on-site/auto-approval.js';
import { useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_auto_approval');

/** One automatic-approval pass at `now`, as the ticker runs it. */
const tick = (now: Date) =>
  runAutoApprovals({ db: service.testDb.db, correlationId: randomUUID() }, now);

async function workDoneAt(requestId: string): Promise<Date> {
  const row = await helpers.requestRow(requestId);
  return row.work_done_at as Date;
}

const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

describe('automatic approval', () => {
  it('completes silent work once the configured hours have passed, and not before', async () => {
    const { requestId, company, technician } = await onSite.workDoneJob('Bethel');
    const doneAt = await workDoneAt(requestId);
    const dueAt = hoursAfter(doneAt, service.onSite.autoApproveHours);

    await tick(new Date(dueAt.getTime() - 1_000));
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Work done' });
    expect(await helpers.eventsOf('service-request.completed.v1', requestId)).toEqual([]);

    await tick(dueAt);

    const details = await onSite.detailsOf(requestId, company.token);
    expect(details).toMatchObject({
      status: 'Completed',
      report: {
        completedAt: dueAt.toISOString(),
        warrantyUntil: hoursAfter(dueAt, 7 * 24).toISOString(),
        autoApproveAt: null,
      },
    });
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'Work done',
      to: 'Completed',
      by: { role: 'system', name: 'Automatic approval' },
    });
    const events = await helpers.eventsOf('service-request.completed.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.completed.v1', events[0])).toMatchObject({
      technicianId: technician.id,
      approvedBy: 'system',
      completedAt: dueAt.toISOString(),
    });
  });

  it('approves once when two ticks run at the same time', async () => {
    const { requestId } = await onSite.workDoneJob('Nome');
    const dueAt = hoursAfter(await workDoneAt(requestId), service.onSite.autoApproveHours);

    await Promise.all([tick(dueAt), tick(dueAt), tick(dueAt)]);

    expect(await helpers.eventsOf('service-request.completed.v1', requestId)).toHaveLength(1);
    const timeline = (await service.testDb
      .db('timeline')
      .where({ request_id: requestId, to_status: 'Completed' })) as unknown[];
    expect(timeline).toHaveLength(1);
  });

  it('leaves work the company sent back alone', async () => {
    const { requestId, company } = await onSite.workDoneJob('Akiak');
    const dueAt = hoursAfter(await workDoneAt(requestId), service.onSite.autoApproveHours);
    const sentBack = await onSite.sendBack(company.token, requestId, {
      to: 'On site',
      reason: 'Still broken.',
    });
    expect(sentBack.status).toBe(200);

    await tick(hoursAfter(dueAt, 1));

    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'On site' });
    expect(await helpers.eventsOf('service-request.completed.v1', requestId)).toEqual([]);
  });
});
