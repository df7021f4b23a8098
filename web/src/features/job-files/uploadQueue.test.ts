import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedFile } from './queuedFile';
import { pdfFile, photoFile, testQueue, uploadUrlOf } from './testQueue';

const requestId = '0b6f2c1e-8a4d-4f3e-9c2b-1a2b3c4d5e6f';
const getToken = async () => 'tech-token';

afterEach(() => {
  vi.useRealTimers();
});

async function connected(...args: Parameters<typeof testQueue>) {
  const setup = testQueue(...args);
  const onStored = vi.fn();
  await setup.queue.connect({ getToken, onStored });
  return { ...setup, onStored };
}

const photoOptions = { kind: 'photo', keepLocation: false } as const;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload queue with photos', () => {
  it('keeps each photo on the device, sends them one at a time and forgets each once stored', async () => {
    const { queue, files: photos, attempts, onStored } = await connected();
    await queue.add(requestId, [photoFile('one.jpg'), photoFile('two.jpg')], photoOptions);

    expect(photos.size).toBe(2);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.file).toMatchObject({
      requestId,
      fileName: 'one.jpg',
      keepLocation: false,
    });
    await expect(attempts[0]?.token()).resolves.toBe('tech-token');
    expect(queue.getSnapshot().map((entry) => entry.state)).toEqual(['uploading', 'waiting']);

    attempts[0]?.callbacks.onProgress(400, 1000);
    expect(queue.getSnapshot()[0]).toMatchObject({ sent: 400, total: 1000 });

    attempts[0]?.callbacks.onUrl(uploadUrlOf('f1'));
    attempts[0]?.callbacks.onDone();
    await flush();
    expect(onStored).toHaveBeenCalledWith(
      expect.objectContaining({ requestId, kind: 'photo', fileId: 'f1' }),
    );
    expect(queue.getSnapshot().map((entry) => entry.fileName)).toEqual(['two.jpg']);
    expect([...photos.values()].map((photo) => photo.fileName)).toEqual(['two.jpg']);
    expect(attempts[1]?.file.fileName).toBe('two.jpg');
  });

  it("answers a photo's id to whoever waits for it, or null once it is refused", async () => {
    const { queue, attempts } = await connected();
    const [first, second] = await queue.add(
      requestId,
      [photoFile('one.jpg'), photoFile('two.jpg')],
      photoOptions,
    );
    const stored = queue.whenStored(first ?? '');
    const refused = queue.whenStored(second ?? '');
    attempts[0]?.callbacks.onUrl(uploadUrlOf('f1'));
    attempts[0]?.callbacks.onDone();
    await flush();
    await expect(stored).resolves.toBe('f1');
    attempts[1]?.callbacks.onFailure({ refused: true, code: 'too_many', message: 'No more' });
    await expect(refused).resolves.toBeNull();
  });

  it('gives each photo its own client id and the keep-location choice', async () => {
    const { queue, attempts } = await connected();
    await queue.add(requestId, [photoFile('a.jpg'), photoFile('b.jpg')], {
      kind: 'photo',
      keepLocation: true,
    });
    attempts[0]?.callbacks.onDone();
    await flush();
    expect(attempts[0]?.file.clientId).not.toBe(attempts[1]?.file.clientId);
    expect(attempts[1]?.file.keepLocation).toBe(true);
  });

  it('after a dropped link waits, then continues at the upload address the server gave', async () => {
    vi.useFakeTimers();
    const { queue, attempts, files: photos } = await connected();
    await queue.add(requestId, [photoFile('one.jpg')], photoOptions);
    attempts[0]?.callbacks.onUrl('http://app/api/uploads/abc');
    attempts[0]?.callbacks.onFailure({ refused: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()[0]?.state).toBe('retrying');
    expect([...photos.values()][0]?.uploadUrl).toBe('http://app/api/uploads/abc');

    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.file.uploadUrl).toBe('http://app/api/uploads/abc');

    attempts[1]?.callbacks.onFailure({ refused: false });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(3);
  });

  it('while offline waits for the link to come back rather than counting down', async () => {
    vi.useFakeTimers();
    const connectivity = Object.assign(new EventTarget(), { navigator: { onLine: true } });
    const { queue, attempts } = await connected([], connectivity);
    await queue.add(requestId, [photoFile('one.jpg')], photoOptions);
    connectivity.navigator.onLine = false;
    attempts[0]?.callbacks.onFailure({ refused: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(1);

    connectivity.navigator.onLine = true;
    connectivity.dispatchEvent(new Event('online'));
    expect(attempts).toHaveLength(2);
  });

  it("stops a photo the server refuses with the server's message and goes on with the next", async () => {
    const { queue, attempts, files: photos } = await connected();
    await queue.add(requestId, [photoFile('21st.jpg'), photoFile('next.jpg')], photoOptions);
    attempts[0]?.callbacks.onFailure({
      refused: true,
      code: 'photo_limit',
      message: 'This job takes at most 20 photos',
    });
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({
      state: 'refused',
      refusal: 'This job takes at most 20 photos',
    });
    expect(attempts[1]?.file.fileName).toBe('next.jpg');
    expect([...photos.values()][0]?.refusal).toBe('This job takes at most 20 photos');

    const refused = queue.getSnapshot()[0]?.clientId ?? '';
    await queue.remove(refused);
    expect(queue.getSnapshot().map((entry) => entry.fileName)).toEqual(['next.jpg']);
    expect(photos.has(refused)).toBe(false);
  });

  it('counts a photo the server already has as done', async () => {
    const { queue, attempts, onStored, files: photos } = await connected();
    await queue.add(requestId, [photoFile('one.jpg')], photoOptions);
    attempts[0]?.callbacks.onFailure({
      refused: true,
      code: 'file_already_uploaded',
      message: 'This file has already been uploaded',
    });
    await flush();
    expect(queue.getSnapshot()).toEqual([]);
    expect(photos.size).toBe(0);
    expect(onStored).toHaveBeenCalledWith(expect.objectContaining({ requestId, fileId: null }));
  });

  it('picks up the photos left on the device by an earlier visit', async () => {
    const left: QueuedFile = {
      clientId: '5f0c4c0e-2b7a-4d35-8f59-5e2f0d3f1a11',
      requestId,
      kind: 'photo',
      fileName: 'left.jpg',
      contentType: 'image/jpeg',
      blob: photoFile('left.jpg'),
      capturedAt: '2026-03-12T18:40:00.000Z',
      keepLocation: false,
      uploadUrl: 'http://app/api/uploads/5f0c4c0e',
      refusal: null,
      fileId: null,
    };
    const { attempts, queue } = await connected([left]);
    await flush();
    expect(queue.getSnapshot()).toHaveLength(1);
    expect(attempts[0]?.file).toMatchObject({
      clientId: left.clientId,
      uploadUrl: 'http://app/api/uploads/5f0c4c0e',
    });
  });

  it('sends nothing before it knows whose token to use', async () => {
    const { queue, attempts } = testQueue();
    await queue.add(requestId, [photoFile('one.jpg')], photoOptions);
    expect(attempts).toHaveLength(0);
    await queue.connect({ getToken, onStored: vi.fn() });
    expect(attempts).toHaveLength(1);
  });
});

describe('the upload queue with attachments', () => {
  it('sends each with its kind and keeps it, with its file id, once stored', async () => {
    const { queue, attempts, files, onStored } = await connected();
    const [clientId] = await queue.add(requestId, [pdfFile('quote.pdf')], {
      kind: 'attachment',
      keepLocation: false,
    });
    expect(attempts[0]?.file).toMatchObject({
      clientId,
      kind: 'attachment',
      contentType: 'application/pdf',
    });

    attempts[0]?.callbacks.onUrl(uploadUrlOf('3f2a'));
    attempts[0]?.callbacks.onDone();
    await flush();

    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({ clientId, kind: 'attachment', state: 'stored', fileId: '3f2a' }),
    ]);
    expect(files.get(clientId ?? '')?.fileId).toBe('3f2a');
    expect(onStored).toHaveBeenCalledWith({
      clientId,
      requestId,
      kind: 'attachment',
      fileId: '3f2a',
    });

    await queue.remove(clientId ?? '');
    expect(queue.getSnapshot()).toEqual([]);
    expect(files.size).toBe(0);
  });

  it('brings a stored attachment back as stored after a reload', async () => {
    const left: QueuedFile = {
      clientId: '6a0c4c0e-2b7a-4d35-8f59-5e2f0d3f1a12',
      requestId,
      kind: 'attachment',
      fileName: 'quote.pdf',
      contentType: 'application/pdf',
      blob: pdfFile('quote.pdf'),
      capturedAt: '2026-03-12T18:40:00.000Z',
      keepLocation: false,
      uploadUrl: uploadUrlOf('3f2a'),
      refusal: null,
      fileId: '3f2a',
    };
    const { queue, attempts } = await connected([left]);
    await flush();
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({ state: 'stored', fileId: '3f2a', sent: 1000, total: 1000 }),
    ]);
    expect(attempts).toHaveLength(0);
  });

  it('stops an upload under way when its file is removed, and goes on with the next', async () => {
    const { queue, attempts, files } = await connected();
    const [first] = await queue.add(requestId, [pdfFile('a.pdf'), pdfFile('b.pdf')], {
      kind: 'attachment',
      keepLocation: false,
    });
    await queue.remove(first ?? '');
    expect(attempts[0]?.cancelled).toBe(true);
    expect(attempts[1]?.file.fileName).toBe('b.pdf');

    attempts[0]?.callbacks.onDone();
    await flush();
    expect(queue.getSnapshot().map((entry) => [entry.fileName, entry.state])).toEqual([
      ['b.pdf', 'uploading'],
    ]);
    expect(files.has(first ?? '')).toBe(false);
  });
});

describe('documents held for a request not stored yet', () => {
  it('are kept on the device but not sent until their request is named, then go to it', async () => {
    const { queue, files, attempts, onStored } = await connected();
    await queue.hold('form', [pdfFile('manual.pdf'), pdfFile('diagram.pdf')], {
      kind: 'document',
    });

    expect(attempts).toHaveLength(0);
    expect(queue.getSnapshot().map((entry) => [entry.state, entry.holder])).toEqual([
      ['held', 'form'],
      ['held', 'form'],
    ]);
    expect([...files.values()].map((file) => file.holder)).toEqual(['form', 'form']);

    await queue.passHeld('form', 'submission-1');
    await queue.release('form', requestId);
    expect(attempts).toHaveLength(0);

    await queue.release('submission-1', requestId);
    expect(attempts[0]?.file).toMatchObject({ requestId, holder: null, fileName: 'manual.pdf' });
    expect([...files.values()].every((file) => file.requestId === requestId)).toBe(true);
    attempts[0]?.callbacks.onUrl(uploadUrlOf('d1'));
    attempts[0]?.callbacks.onDone();
    await flush();
    expect(onStored).toHaveBeenCalledWith(
      expect.objectContaining({ requestId, kind: 'document', fileId: 'd1' }),
    );
    expect(queue.getSnapshot().map((entry) => entry.fileName)).toEqual(['diagram.pdf']);
  });

  it('are still held after a reload, and sent once released', async () => {
    const first = await connected();
    await first.queue.hold('form', [pdfFile('manual.pdf')], { kind: 'document' });

    const reloaded = await connected([...first.files.values()]);
    expect(reloaded.queue.getSnapshot()).toMatchObject([{ state: 'held', holder: 'form' }]);
    expect(reloaded.attempts).toHaveLength(0);
    await reloaded.queue.release('form', requestId);
    expect(reloaded.attempts[0]?.file).toMatchObject({ requestId, fileName: 'manual.pdf' });
  });
});
