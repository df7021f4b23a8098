import userEvent from '@testing-library/user-event';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Attention } from '../../api/bffTypes';
import { adminAuth, adminRoutes } from '../admin/adminFixtures';
import { companyRoutes } from '../../testing/companyFixtures';
import { companyUser, fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';

afterEach(cleanup);

const noCounts = { newOffers: 0, unreadMessages: 0, reviewsWaiting: 0 };

async function strip() {
  return screen.findByRole('region', { name: 'What needs you now' }, { timeout: 10_000 });
}

/** Whether `first` comes before `second` in the page. */
function precedes(first: Element, second: Element): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

const countOf = (tab: HTMLElement) =>
  document.getElementById(tab.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the attention strip', { timeout: 30_000 }, () => {
  it("lists a company's waiting work above its tabs on every tab, each linking to its request, and counts the Service Request tab", async () => {
    const attention: Attention = {
      items: [
        {
          kind: 'unreadMessages',
          key: 'unreadMessages:r1',
          at: '2030-06-20T18:00:00.000Z',
          requestId: 'r1',
          ticketNumber: '20300620-1042',
          unread: 2,
        },
        {
          kind: 'workDone',
          key: 'workDone:r1',
          at: '2030-06-20T17:00:00.000Z',
          requestId: 'r1',
          ticketNumber: '20300620-1042',
          due: '2030-06-22T17:00:00.000Z',
        },
        {
          kind: 'quoted',
          key: 'quoted:r8',
          at: '2030-06-20T16:00:00.000Z',
          requestId: 'r8',
          ticketNumber: '20300620-8008',
        },
      ],
      counts: { ...noCounts, unreadMessages: 2, reviewsWaiting: 1 },
    };
    renderWithBff({
      path: '/dashboard?tab=contact',
      auth: fakeAuth({ status: 'authenticated', roles: ['company'] }),
      routes: companyRoutes({ 'GET /api/attention': { body: attention } }),
    });

    const region = await strip();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^New messages.*Ticket 20300620-1042.*2 unread messages/),
      expect.stringMatching(/^Work done.*Ticket 20300620-1042.*Review it before/),
      expect.stringMatching(/^Quote ready.*Ticket 20300620-8008.*Accept it/),
    ]);
    expect(
      within(items[0]!).getByRole('link', { name: 'Ticket 20300620-1042' }).getAttribute('href'),
    ).toBe('/dashboard/requests/r1');
    const tabs = screen.getByRole('tablist', { name: 'Dashboard' });
    expect(precedes(region, tabs)).toBe(true);
    const serviceRequestTab = within(tabs).getByRole('tab', { name: 'Service Request' });
    expect(countOf(serviceRequestTab)).toBe('3 waiting');
    expect(
      within(tabs).getByRole('tab', { name: 'Company Profile' }).hasAttribute('aria-describedby'),
    ).toBe(false);
  });

  it("leads a technician's strip with the next visit: when, where, a call and directions", async () => {
    const attention: Attention = {
      items: [
        {
          kind: 'nextVisit',
          key: 'nextVisit:r2',
          at: '2030-06-19T12:00:00.000Z',
          requestId: 'r2',
          ticketNumber: '20300619-2001',
          community: 'Bethel',
          address: '400 Chief Eddie Hoffman Hwy, Bethel, Alaska 99559',
          eta: '2030-06-21T18:00:00.000Z',
          contactPerson: 'Ivan Health Aide',
          phone: '9075550199',
        },
        {
          kind: 'offer',
          key: 'offer:o1',
          at: '2030-06-20T12:00:00.000Z',
          requestId: 'r3',
          ticketNumber: '20300620-3003',
          community: 'Kwethluk',
          offerId: 'o1',
          due: '2030-06-20T16:00:00.000Z',
        },
      ],
      counts: { ...noCounts, newOffers: 1 },
    };
    renderWithBff({
      path: '/dashboard',
      auth: fakeAuth({ status: 'authenticated', roles: ['technician'] }),
      routes: {
        'GET /api/user': { body: { ...companyUser, userType: 'technician' } },
        'GET /api/attention': { body: attention },
      },
    });

    const [visit, offer] = within(await strip()).getAllByRole('listitem');
    expect(visit?.textContent).toMatch(/^Next visit/);
    expect(
      within(visit!)
        .getByRole('link', { name: '400 Chief Eddie Hoffman Hwy, Bethel, Alaska 99559' })
        .getAttribute('href'),
    ).toBe('/dashboard?tab=jobs');
    expect(visit?.textContent).toContain('ETA ');
    expect(
      within(visit!)
        .getByRole('link', { name: 'Call Ivan Health Aide (907) 555-0199' })
        .getAttribute('href'),
    ).toBe('tel:+19075550199');
    expect(
      within(visit!)
        .getByRole('link', { name: /^Directions/ })
        .getAttribute('href'),
    ).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=400%20Chief%20Eddie%20Hoffman%20Hwy%2C%20Bethel%2C%20Alaska%2099559',
    );
    expect(offer?.textContent).toMatch(/^New offer.*Ticket 20300620-3003.*Kwethluk/);
    expect(countOf(screen.getByRole('tab', { name: 'Jobs' }))).toBe('1 waiting');
  });

  it("puts the admin's strip above the Admin Dashboard tabs and counts Dispatch and Technicians", async () => {
    const attention: Attention = {
      items: [
        {
          kind: 'applicant',
          key: 'applicant:t1',
          at: '2030-06-20T18:00:00.000Z',
          technicianId: 't1',
          technicianName: 'Ivan Interview',
          vettingStatus: 'interview',
        },
        {
          kind: 'unplaced',
          key: 'unplaced:r4',
          at: '2030-06-20T17:00:00.000Z',
          requestId: 'r4',
          ticketNumber: '20300620-4004',
          community: 'Tununak',
          companyName: 'Tununak Utilities',
        },
        {
          kind: 'heldJob',
          key: 'heldJob:r5',
          at: '2030-06-20T16:00:00.000Z',
          requestId: 'r5',
          ticketNumber: '20300620-5005',
          technicianName: 'Sam Suspended',
          vettingStatus: 'suspended',
        },
        {
          kind: 'counterOffer',
          key: 'counterOffer:c1',
          at: '2030-06-20T15:00:00.000Z',
          requestId: 'r6',
          ticketNumber: '20300620-6006',
          technicianName: 'Vera Kwethluk',
          reason: 'Two boat days each way',
        },
        {
          kind: 'quoteNeeded',
          key: 'quoteNeeded:r7',
          at: '2030-06-20T14:00:00.000Z',
          requestId: 'r7',
          ticketNumber: '20300620-7007',
          community: 'Bethel',
          companyName: 'Bethel Clinic',
        },
      ],
      counts: noCounts,
    };
    renderWithBff({
      path: '/admin?tab=settings',
      auth: adminAuth,
      routes: adminRoutes({ 'GET /api/attention': { body: attention } }),
    });

    const region = await strip();
    await userEvent.click(within(region).getByRole('button', { name: /^Show all/ }));
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Applicant.*Ivan Interview.*Waiting at Interview/),
      expect.stringMatching(/^No technician took it.*Tununak · Tununak Utilities/),
      expect.stringMatching(/^Decision needed.*Sam Suspended is suspended/),
      expect.stringMatching(/^Counter-offer.*Vera Kwethluk · Two boat days each way/),
      expect.stringMatching(/^Quote needed.*Bethel Clinic · Bethel/),
    ]);
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/admin?tab=dispatch');
    // A counter or a quote opens its request beside the queue, found by its ticket.
    expect(within(items[3]!).getByRole('link').getAttribute('href')).toBe(
      '/admin?tab=dispatch&q=20300620-6006&selected=r6',
    );
    const tabs = screen.getByRole('tablist', { name: 'Admin Dashboard' });
    expect(precedes(region, tabs)).toBe(true);
    expect(countOf(within(tabs).getByRole('tab', { name: 'Dispatch' }))).toBe('4 waiting');
    expect(countOf(within(tabs).getByRole('tab', { name: 'Technicians' }))).toBe('1 waiting');
  });

  it('says in one line when nothing waits', async () => {
    renderWithBff({
      path: '/dashboard',
      auth: fakeAuth({ status: 'authenticated', roles: ['company'] }),
      routes: companyRoutes({ 'GET /api/attention': { body: { items: [], counts: noCounts } } }),
    });
    expect(within(await strip()).getByText('Nothing needs you right now.')).toBeTruthy();
  });
});
