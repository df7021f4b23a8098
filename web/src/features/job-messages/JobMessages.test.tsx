import { createBffClient } from '@rha/contracts/clients';
import { alaskaMoment } from '@rha/contracts/reference';
import { messages } from '@rha/contracts/schemas';
import type { JobFile, JobMessage, JobMessageThread, UnreadMessages } from '@rha/contracts/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffClientProvider } from '../../api/BffClientProvider';
import { createQueryClient } from '../../api/queryClient';
import { AuthContext } from '../../auth/AuthContext';
import { clearDeviceDrafts, storageKeys } from '../../auth/authStorage';
import { fakeBff, problem, type FakeRoute, type RecordedRequest } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { testQueue } from '../job-files/testQueue';
import { UploadQueueContext } from '../job-files/UploadQueueContext';
import { JobMessages } from './JobMessages';
import { addToOutbox, readOutbox } from './messageOutbox';
import { MessageOutboxSender } from './MessageOutboxSender';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const requestId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const threadPath = `/api/service-requests/${requestId}/messages`;

function message(id: string, overrides: Partial<JobMessage> = {}): JobMessage {
  return {
    id,
    clientId: `client-${id}`,
    party: 'technician',
    authorName: 'Tanya Nome',
    mine: false,
    text: 'I land in Bethel at 2 PM.',
    attachments: [],
    sentAt: '2026-03-12T18:40:00.000Z',
    ...overrides,
  };
}

/** The attachments the fake server has stored, by id. */
const storedFiles = new Map<string, JobFile>();

/** A bff that keeps one thread and stores posts as the service-request service would. */
function threadRoutes(start: JobMessage[], unread = 0, overrides: Record<string, FakeRoute> = {}) {
  const stored = [...start];
  let unreadCount = unread;
  const thread = (): JobMessageThread => ({
    requestId,
    party: 'company',
    messages: stored,
    unread: unreadCount,
  });
  const counts = (): UnreadMessages => ({
    total: unreadCount,
    requests:
      unreadCount === 0
        ? []
        : [
            {
              requestId,
              serviceTicketNumber: '20260310-4821',
              unread: unreadCount,
              lastMessageAt: '2026-03-12T18:40:00.000Z',
            },
          ],
  });
  return {
    [`GET ${threadPath}`]: () => ({ body: thread() }),
    [`POST ${threadPath}`]: (request: RecordedRequest) => {
      const { clientId, text, attachmentIds } = request.body as {
        clientId: string;
        text: string;
        attachmentIds: string[];
      };
      const known = stored.find((entry) => entry.clientId === clientId);
      if (known) return { status: 200, body: known };
      const created = message(`m${stored.length + 1}`, {
        clientId,
        text,
        party: 'company',
        authorName: 'Mary Alexie',
        mine: true,
        attachments: attachmentIds.flatMap((id) => storedFiles.get(id) ?? []),
      });
      stored.push(created);
      unreadCount = 0;
      return { status: 201, body: created };
    },
    [`POST ${threadPath}/read`]: () => {
      unreadCount = 0;
      return { status: 204 };
    },
    'GET /api/messages/unread': () => ({ body: counts() }),
    ...overrides,
  };
}

function renderMessages(
  routes: Record<string, FakeRoute>,
  ui = <JobMessages requestId={requestId} defaultOpen />,
  uploads = testQueue(),
) {
  const bff = fakeBff(routes);
  const client = createBffClient({
    baseUrl: 'http://localhost',
    getToken: () => Promise.resolve('token'),
    fetch: bff.fetch,
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={fakeAuth({ status: 'authenticated', roles: ['company'] })}>
        <UploadQueueContext.Provider value={uploads.queue}>
          <BffClientProvider client={client}>{ui}</BffClientProvider>
        </UploadQueueContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, bff, uploads };
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

async function write(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('a job thread', () => {
  it('shows the messages oldest first with who wrote them, and marks them read', async () => {
    const { bff } = renderMessages(
      threadRoutes(
        [
          message('m1', {
            party: 'company',
            authorName: 'Mary Alexie',
            mine: true,
            text: 'Gate code?',
          }),
          message('m2', { sentAt: '2026-03-12T18:45:00.000Z', text: '4417, thanks.' }),
        ],
        1,
      ),
    );

    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Company: Mary Alexie',
      'Technician: Tanya Nome',
    ]);
    expect(items[0]?.textContent).toContain('You · Company');
    expect(items[1]?.textContent).toContain(
      `Tanya Nome · Technician · ${alaskaMoment('2026-03-12T18:45:00.000Z')}`,
    );
    expect(items[1]?.textContent).toContain('4417, thanks.');

    await waitFor(() => expect(bff.callsTo('POST', `${threadPath}/read`)).toHaveLength(1));
    expect(bff.callsTo('POST', `${threadPath}/read`)[0]?.body).toEqual({ through: 'm2' });
  });

  it('sends a message and shows it in the thread', async () => {
    const { bff } = renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');

    await write('  Is the gate code still 4417?  ');

    const list = screen.getByRole('list', { name: 'Messages' });
    await waitFor(() =>
      expect(within(list).getByText('Is the gate code still 4417?')).toBeTruthy(),
    );
    const [sent] = bff.callsTo('POST', threadPath);
    expect(sent?.body).toMatchObject({ text: 'Is the gate code still 4417?', attachmentIds: [] });
    expect(localStorage.getItem(`${storageKeys.outboxPrefix}${requestId}`)).toBeNull();
  });

  it('keeps a message being written through a reload, and forgets it once sent', async () => {
    const first = renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'The fuel truck comes Tuesday' },
    });
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(box.value).toBe('The fuel truck comes Tuesday');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(localStorage.getItem(`${storageKeys.deviceDraftPrefix}message.${requestId}`)).toBeNull();
  });

  it('refuses an empty message with the shared message, sending nothing', async () => {
    const { bff } = renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');

    await write('   ');

    expect(await screen.findByText(messages.jobMessages.textRequired)).toBeTruthy();
    expect(bff.callsTo('POST', threadPath)).toEqual([]);
  });

  it('keeps a message written offline and sends it once when the link returns', async () => {
    setOnline(false);
    let failing = true;
    const routes = threadRoutes([]);
    const post = routes[`POST ${threadPath}`];
    const { bff } = renderMessages({
      ...routes,
      [`POST ${threadPath}`]: (request: RecordedRequest) => {
        if (failing) throw new TypeError('Failed to fetch');
        return post(request);
      },
    });
    await screen.findByText('No messages yet.');

    await write('Generator is down again.');

    const pending = await screen.findByRole('listitem', { name: 'You: not sent yet' });
    expect(pending?.textContent).toContain('Waiting for connection');
    expect(pending?.textContent).toContain('Generator is down again.');
    expect(bff.callsTo('POST', threadPath)).toEqual([]);
    const kept = JSON.parse(
      localStorage.getItem(`${storageKeys.outboxPrefix}${requestId}`) ?? '[]',
    ) as { clientId: string }[];
    expect(kept).toHaveLength(1);

    failing = false;
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'You: not sent yet' })).toBeNull(),
    );
    const posts = bff.callsTo('POST', threadPath);
    expect(posts.map((post) => (post.body as { clientId: string }).clientId)).toEqual([
      kept[0]?.clientId,
    ]);
    expect(screen.getByRole('listitem', { name: 'Company: Mary Alexie' })?.textContent).toContain(
      'Generator is down again.',
    );
    expect(localStorage.getItem(`${storageKeys.outboxPrefix}${requestId}`)).toBeNull();
  });

  it("drops a message the server refuses and shows the server's reason", async () => {
    renderMessages(
      threadRoutes([], 0, {
        [`POST ${threadPath}`]: problem(409, messages.jobMessages.threadFull(1000)),
      }),
    );
    await screen.findByText('No messages yet.');

    await write('One more.');

    expect(await screen.findByText(messages.jobMessages.threadFull(1000))).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'You: not sent yet' })).toBeNull();
  });

  it('keeps a message the server asks to wait for, and sends it on the next try', async () => {
    let limited = true;
    const routes = threadRoutes([]);
    const post = routes[`POST ${threadPath}`];
    const { bff } = renderMessages({
      ...routes,
      [`POST ${threadPath}`]: (request: RecordedRequest) =>
        limited
          ? {
              ...problem(429, 'Too many changes in a short time.'),
              headers: { 'retry-after': '30' },
            }
          : post(request),
    });
    await screen.findByText('No messages yet.');

    await write('Fuel delivery is late.');

    await waitFor(() => expect(bff.callsTo('POST', threadPath)).toHaveLength(1));
    expect(await screen.findByRole('listitem', { name: 'You: not sent yet' })).toBeTruthy();
    expect(readOutbox(requestId)).toHaveLength(1);

    limited = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(readOutbox(requestId)).toEqual([]));
    expect(bff.callsTo('POST', threadPath)).toHaveLength(2);
    expect(screen.queryByRole('listitem', { name: 'You: not sent yet' })).toBeNull();
  });

  it('opens on request, showing the unread count while closed', async () => {
    const { bff } = renderMessages(
      threadRoutes([message('m1')], 1),
      <JobMessages requestId={requestId} headingLevel={4} />,
    );

    expect(await screen.findByText('1 unread message')).toBeTruthy();
    expect(bff.callsTo('GET', threadPath)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Show messages' }));

    expect(await screen.findByRole('listitem', { name: 'Technician: Tanya Nome' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('1 unread message')).toBeNull());
  });
});

describe('unread badges and sign-out', () => {
  it('counts the messages waiting over all requests', async () => {
    renderMessages(threadRoutes([message('m1'), message('m2')], 2), <UnreadMessagesBadge />);
    expect(await screen.findByText('2 unread messages')).toBeTruthy();
  });

  it('forgets unsent messages when the person signs out', () => {
    localStorage.setItem(`${storageKeys.outboxPrefix}${requestId}`, '[]');
    localStorage.setItem('rha.session', '1');
    clearDeviceDrafts();
    expect(localStorage.getItem(`${storageKeys.outboxPrefix}${requestId}`)).toBeNull();
    expect(localStorage.getItem('rha.session')).toBe('1');
  });
});

/** The signed-in app: the device's sender, and a thread the person can leave for another page. */
function AppWithThread({ startOnThread }: { startOnThread: boolean }) {
  const [onThread, setOnThread] = useState(startOnThread);
  return (
    <>
      <MessageOutboxSender />
      {onThread ? <JobMessages requestId={requestId} defaultOpen /> : null}
      <button type="button" onClick={() => setOnThread(!onThread)}>
        {onThread ? 'Leave the thread' : 'Open the thread'}
      </button>
    </>
  );
}

const postedIds = (posts: RecordedRequest[]) =>
  posts.map((post) => (post.body as { clientId: string }).clientId);

describe('messages waiting on the device, anywhere in the app', () => {
  it('sends a message written offline once the link returns, after the thread was left', async () => {
    setOnline(false);
    const routes = threadRoutes([]);
    const { bff } = renderMessages(routes, <AppWithThread startOnThread />);
    await screen.findByText('No messages yet.');

    await write('Generator is down again.');
    await screen.findByRole('listitem', { name: 'You: not sent yet' });
    const [kept] = readOutbox(requestId);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the thread' }));
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(bff.callsTo('POST', threadPath)).toEqual([]);

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(readOutbox(requestId)).toEqual([]));
    expect(postedIds(bff.callsTo('POST', threadPath))).toEqual([kept?.clientId]);
    expect(bff.callsTo('POST', threadPath)[0]?.body).toMatchObject({
      text: 'Generator is down again.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Open the thread' }));
    const sent = await screen.findByRole('listitem', { name: 'Company: Mary Alexie' });
    expect(sent.textContent).toContain('Generator is down again.');
    expect(screen.queryByRole('listitem', { name: 'You: not sent yet' })).toBeNull();
    expect(bff.callsTo('POST', threadPath)).toHaveLength(1);
  });

  it('posts once when a thread opens while the device is sending its messages', async () => {
    addToOutbox(requestId, {
      clientId: 'c0ffee00-1111-4222-8333-444455556666',
      text: 'Door code is 4821.',
      attachments: [],
      writtenAt: '2026-03-12T18:30:00.000Z',
    });
    const routes = threadRoutes([]);
    const post = routes[`POST ${threadPath}`];
    let answer: () => void = () => undefined;
    const { bff } = renderMessages(
      {
        ...routes,
        [`POST ${threadPath}`]: (request: RecordedRequest) =>
          new Promise((resolve) => {
            answer = () => resolve(post(request));
          }),
      },
      <AppWithThread startOnThread={false} />,
    );
    await waitFor(() => expect(bff.callsTo('POST', threadPath)).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Open the thread' }));
    expect(
      (await screen.findByRole('listitem', { name: 'You: not sent yet' })).textContent,
    ).toContain('Door code is 4821.');
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(bff.callsTo('POST', threadPath)).toHaveLength(1);

    await act(async () => answer());

    const sent = await screen.findByRole('listitem', { name: 'Company: Mary Alexie' });
    expect(sent.textContent).toContain('Door code is 4821.');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'You: not sent yet' })).toBeNull(),
    );
    expect(readOutbox(requestId)).toEqual([]);
    expect(postedIds(bff.callsTo('POST', threadPath))).toEqual([
      'c0ffee00-1111-4222-8333-444455556666',
    ]);
  });
});

function attachment(id: string, fileName: string, contentType: string): JobFile {
  return {
    id,
    kind: 'attachment',
    fileName,
    contentType,
    size: 1000,
    width: contentType === 'application/pdf' ? null : 1600,
    height: contentType === 'application/pdf' ? null : 1200,
    capturedAt: '2026-03-12T18:45:00.000Z',
    receivedAt: '2026-03-12T18:46:00.000Z',
  };
}

const quote = attachment('3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', 'quote.pdf', 'application/pdf');
const gauge = attachment('4a3b2c1d-9e8f-4a7b-8c6d-5e4f3a2b1c0d', 'gauge.jpg', 'image/jpeg');

function file(name: string, type: string): File {
  return new File([new Uint8Array(1000)], name, { type });
}

async function attach(...files: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Attach files', { selector: 'input' }), {
      target: { files },
    });
  });
}

/** The fake transport's attempt for a file, by name. */
function attemptFor(uploads: ReturnType<typeof testQueue>, fileName: string) {
  const attempt = uploads.attempts.find((candidate) => candidate.file.fileName === fileName);
  if (!attempt) throw new Error(`${fileName} was never sent`);
  return attempt;
}

async function stored(uploads: ReturnType<typeof testQueue>, fileName: string, id: string) {
  await act(async () => {
    const { callbacks } = attemptFor(uploads, fileName);
    callbacks.onUrl(`http://localhost/api/uploads/${id}`);
    callbacks.onProgress(1000, 1000);
    callbacks.onDone();
  });
}

describe('attachments in a job thread', () => {
  afterEach(() => storedFiles.clear());

  it('uploads the attached files, waits for them and sends the message with their ids', async () => {
    storedFiles.set(quote.id, quote).set(gauge.id, gauge);
    const { bff, uploads } = renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');

    const input = screen.getByLabelText('Attach files', { selector: 'input' });
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(input.getAttribute('multiple')).not.toBeNull();
    await attach(file('quote.pdf', 'application/pdf'), file('gauge.jpg', 'image/jpeg'));

    expect(attemptFor(uploads, 'quote.pdf').file).toMatchObject({
      requestId,
      kind: 'attachment',
      contentType: 'application/pdf',
    });
    act(() => attemptFor(uploads, 'quote.pdf').callbacks.onProgress(400, 1000));
    const chips = screen.getByRole('list', { name: 'Attached files' });
    expect(
      within(chips).getByRole('progressbar', { name: 'quote.pdf' }).getAttribute('aria-valuetext'),
    ).toBe('Uploading, 40%');
    expect(within(chips).getByRole('button', { name: 'Remove gauge.jpg' })).toBeTruthy();

    await write('Quote and gauge reading attached.');

    const pending = await screen.findByRole('listitem', { name: 'You: not sent yet' });
    expect(pending.textContent).toContain('Waiting for attachments to upload');
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(bff.callsTo('POST', threadPath)).toEqual([]);

    await stored(uploads, 'quote.pdf', quote.id);
    expect(bff.callsTo('POST', threadPath)).toEqual([]);
    await stored(uploads, 'gauge.jpg', gauge.id);

    await waitFor(() => expect(bff.callsTo('POST', threadPath)).toHaveLength(1));
    expect(bff.callsTo('POST', threadPath)[0]?.body).toMatchObject({
      text: 'Quote and gauge reading attached.',
      attachmentIds: [quote.id, gauge.id],
    });
    const sent = await screen.findByRole('listitem', { name: 'Company: Mary Alexie' });
    expect(within(sent).getByRole('link', { name: 'quote.pdf' })).toBeTruthy();
    expect(within(sent).getByRole('button', { name: 'View gauge.jpg' })).toBeTruthy();
    await waitFor(() => expect(uploads.files.size).toBe(0));
    expect(screen.queryByRole('listitem', { name: 'You: not sent yet' })).toBeNull();
  });

  it('sends files alone, without text, once they are stored', async () => {
    storedFiles.set(quote.id, quote);
    const { bff, uploads } = renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');
    await attach(file('quote.pdf', 'application/pdf'));
    await stored(uploads, 'quote.pdf', quote.id);
    expect(
      screen.getByRole('progressbar', { name: 'quote.pdf' }).getAttribute('aria-valuetext'),
    ).toBe('Uploaded, 100%');

    await write('');

    await waitFor(() => expect(bff.callsTo('POST', threadPath)).toHaveLength(1));
    expect(bff.callsTo('POST', threadPath)[0]?.body).toMatchObject({
      text: '',
      attachmentIds: [quote.id],
    });
  });

  it("shows the server's refusal of a file and sends nothing until it is removed", async () => {
    const { bff, uploads } = renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');
    await attach(file('scan.pdf', 'application/pdf'));
    await act(async () =>
      attemptFor(uploads, 'scan.pdf').callbacks.onFailure({
        refused: true,
        code: undefined,
        message: messages.jobFiles.unreadable,
      }),
    );

    expect(screen.getByText('scan.pdf was not uploaded')).toBeTruthy();
    expect(screen.getByText(messages.jobFiles.unreadable)).toBeTruthy();

    await write('See the scan.');
    expect(screen.getByText('Remove the files that were not uploaded before sending')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'You: not sent yet' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove scan.pdf' })));
    expect(screen.queryByText('scan.pdf was not uploaded')).toBeNull();
    expect(uploads.files.size).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bff.callsTo('POST', threadPath)).toHaveLength(1));
    expect(bff.callsTo('POST', threadPath)[0]?.body).toMatchObject({
      text: 'See the scan.',
      attachmentIds: [],
    });
  });

  it('takes at most the files a message can carry', async () => {
    const { uploads } = renderMessages(threadRoutes([]));
    await screen.findByText('No messages yet.');
    await attach(
      ...Array.from({ length: 6 }, (_, n) => file(`page-${n + 1}.pdf`, 'application/pdf')),
    );

    expect(screen.getByText(messages.jobMessages.tooManyAttachments(5))).toBeTruthy();
    expect(uploads.files.size).toBe(5);
    expect(
      within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Attach files' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('keeps a message and its files through a reload while offline, and sends it once back', async () => {
    storedFiles.set(quote.id, quote);
    setOnline(false);
    const routes = threadRoutes([]);
    const first = renderMessages(routes);
    await screen.findByText('No messages yet.');
    await attach(file('quote.pdf', 'application/pdf'));
    await write('Quote for the new panel.');
    expect(
      (await screen.findByRole('listitem', { name: 'You: not sent yet' })).textContent,
    ).toContain('Waiting for attachments to upload');
    first.unmount();

    const reloaded = testQueue([...first.uploads.files.values()]);
    const second = renderMessages(routes, undefined, reloaded);
    const pending = await screen.findByRole('listitem', { name: 'You: not sent yet' });
    expect(pending.textContent).toContain('Quote for the new panel.');
    await waitFor(() =>
      expect(within(pending).getByRole('progressbar', { name: 'quote.pdf' })).toBeTruthy(),
    );

    setOnline(true);
    await stored(reloaded, 'quote.pdf', quote.id);

    await waitFor(() => expect(second.bff.callsTo('POST', threadPath)).toHaveLength(1));
    expect(second.bff.callsTo('POST', threadPath)[0]?.body).toMatchObject({
      attachmentIds: [quote.id],
    });
    expect(first.bff.callsTo('POST', threadPath)).toEqual([]);
  });

  it('shows images as thumbnails and documents as links that download with the token', async () => {
    const fetch = vi.fn(
      async (_address: string, _init?: RequestInit) => new Response(new Blob(['%PDF-'])),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:file-1');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderMessages(threadRoutes([message('m1', { text: '', attachments: [gauge, quote] })]));

    const item = await screen.findByRole('listitem', { name: 'Technician: Tanya Nome' });
    const images = within(item).getByRole('list', { name: 'Attachments: images' });
    expect(within(images).getByRole('button', { name: 'View gauge.jpg' })).toBeTruthy();
    const documents = within(item).getByRole('list', { name: 'Attachments: documents' });
    const link = within(documents).getByRole('link', { name: 'quote.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/files/${quote.id}/original?download=1`);

    fireEvent.click(link);

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [address, init] = fetch.mock.calls.find(([called]) => called.includes(quote.id)) ?? [];
    expect(address).toBe(`/api/files/${quote.id}/original?download=1`);
    expect(init?.headers).toEqual({ Authorization: 'Bearer test-access-token' });
  });
});
