import type { JobFileKind } from '@rha/contracts/reference';
import { messages } from '@rha/contracts/schemas';
import type { QueuedFile, QueueStorage } from './queuedFile';
import type { CancelUpload, StartUpload, UploadFailure } from './tusTransport';

/** What the person sees of one queued file. */
export interface QueueEntry {
  clientId: string;
  requestId: string;
  /** What holds the file back until its request exists, if anything. */
  holder: string | null;
  kind: JobFileKind;
  fileName: string;
  /**
   * held: for its request to be stored; waiting: for its turn; retrying: for the link to come
   * back; refused: for the person; stored: an attachment the server has, waiting for its message
   * to be sent.
   */
  state: 'held' | 'waiting' | 'uploading' | 'retrying' | 'refused' | 'stored';
  sent: number;
  total: number;
  refusal: string | null;
  fileId: string | null;
}

/** A file the server has stored, as the queue reports it to whoever connected it. */
export interface StoredFile {
  clientId: string;
  requestId: string;
  kind: JobFileKind;
  /** Always known for an attachment; a photo stored by an attempt whose answer was lost has none. */
  fileId: string | null;
}

export interface QueueConnection {
  getToken(): Promise<string | undefined>;
  /** The server has the file: a photo's job report can be read again. */
  onStored(file: StoredFile): void;
}

export interface AddOptions {
  kind: JobFileKind;
  keepLocation: boolean;
}

export interface UploadQueueOptions {
  storage: QueueStorage;
  startUpload: StartUpload;
  /** Pauses before each further attempt after a dropped link or a failing server; the last repeats. */
  retryDelaysMs?: readonly number[];
  /** Where `online` is announced; none in tests that drive retries by time alone. */
  connectivity?: Pick<Window, 'addEventListener'> & { navigator: { onLine: boolean } };
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 5_000, 10_000, 20_000, 30_000];

/** The server already has this file from an earlier attempt whose answer was lost. */
const ALREADY_UPLOADED = 'file_already_uploaded';

/** Kinds whose stored file stays on the queue with its id until what names it is sent. */
const NAMED_BY_ID: readonly JobFileKind[] = ['attachment', 'receipt'];

/** The upload's address ends with the file's id: the server names the upload after the file. */
function fileIdOf(uploadUrl: string | null): string | null {
  if (!uploadUrl) return null;
  const id = new URL(uploadUrl, 'http://upload.invalid').pathname.split('/').pop();
  return id ? decodeURIComponent(id) : null;
}

/**
 * The device's file uploads, one at a time so a thin link serves the file in front first. It
 * lives outside React, so uploads keep going while the person moves around the app; files are
 * kept in storage until the server has them (attachments until their message is sent), and picked
 * up again after a reload.
 */
export class UploadQueue {
  private readonly files = new Map<string, QueuedFile>();
  private readonly entries = new Map<string, QueueEntry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly QueueEntry[] = [];
  private connection: QueueConnection | undefined;
  private loading: Promise<void> | undefined;
  /** Nothing is sent before the files left from earlier visits are known, or one could be sent twice. */
  private loaded = false;
  /** The file being sent, if any, and how to stop it. */
  private current: string | undefined;
  private cancelCurrent: CancelUpload | undefined;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: UploadQueueOptions) {
    options.connectivity?.addEventListener('online', () => this.retryNow());
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly QueueEntry[] => this.snapshot;

  private readonly storedWaiters = new Map<string, (fileId: string | null) => void>();

  /**
   * Answers the file's id once the server has it, for a caller that shows it at once (a still in a
   * call); null when it was refused, or stored by an attempt whose answer was lost.
   */
  whenStored(clientId: string): Promise<string | null> {
    return new Promise((resolve) => this.storedWaiters.set(clientId, resolve));
  }

  private settle(clientId: string, fileId: string | null): void {
    this.storedWaiters.get(clientId)?.(fileId);
    this.storedWaiters.delete(clientId);
  }

  /** Whether the files left from earlier visits are back on the queue. */
  get isLoaded(): boolean {
    return this.loaded;
  }

  /** Hands the queue the signed-in user's token source; the first call also resumes stored files. */
  connect(connection: QueueConnection): Promise<void> {
    this.connection = connection;
    // Through a promise, so a missing IndexedDB fails here rather than in the caller's render.
    this.loading ??= Promise.resolve()
      .then(() => this.options.storage.list())
      .then(
        (stored) => {
          // A file added while the list was read is already under way.
          for (const file of stored) if (!this.files.has(file.clientId)) this.track(file);
          this.loaded = true;
          this.publish();
          this.pump();
        },
        (error: unknown) => {
          console.warn('The upload queue on this device could not be read', error);
          this.loaded = true;
          this.publish();
          this.pump();
        },
      );
    return this.loading;
  }

  /**
   * Queues picked files of a job; each is kept on the device before it is sent. Answers their
   * client ids, in order, so the caller can follow them.
   */
  async add(
    requestId: string,
    picked: readonly File[],
    { kind, keepLocation }: AddOptions,
    now = new Date(),
  ): Promise<string[]> {
    const clientIds: string[] = [];
    for (const chosen of picked) {
      const file = this.picked(chosen, requestId, { kind, keepLocation }, now);
      clientIds.push(file.clientId);
      this.track(file);
      await this.keep(file);
    }
    this.publish();
    this.pump();
    return clientIds;
  }

  /**
   * Keeps picked files for a request not stored yet, under `holder`; they are sent once `release`
   * names their request. Answers their client ids, in order.
   */
  async hold(
    holder: string,
    picked: readonly File[],
    { kind }: Pick<AddOptions, 'kind'>,
    now = new Date(),
  ): Promise<string[]> {
    const clientIds: string[] = [];
    for (const chosen of picked) {
      const file = this.picked(chosen, '', { kind, keepLocation: false }, now);
      file.holder = holder;
      clientIds.push(file.clientId);
      this.track(file);
      await this.keep(file);
    }
    this.publish();
    return clientIds;
  }

  /** Passes the files held under `from` to another holder: the form's files go with its submission. */
  async passHeld(from: string, to: string): Promise<void> {
    await this.loading;
    const moved = this.heldBy(from);
    for (const file of moved) {
      file.holder = to;
      this.update(file.clientId, { holder: to });
    }
    await Promise.all(moved.map((file) => this.keep(file)));
  }

  /** The request of the files held under `holder` is stored: they start on their way to it. */
  async release(holder: string, requestId: string): Promise<void> {
    await this.loading;
    const released = this.heldBy(holder);
    for (const file of released) {
      file.holder = null;
      file.requestId = requestId;
      this.update(file.clientId, { holder: null, requestId, state: 'waiting' });
    }
    this.pump();
    await Promise.all(released.map((file) => this.keep(file)));
  }

  private heldBy(holder: string): QueuedFile[] {
    return [...this.files.values()].filter((file) => file.holder === holder);
  }

  /**
   * Takes a file off the queue: refused, stored and sent with its message, or no longer wanted
   * (an upload under way is stopped and given up).
   */
  async remove(clientId: string): Promise<void> {
    if (this.current === clientId) {
      this.cancelCurrent?.();
      this.current = undefined;
      this.cancelCurrent = undefined;
    }
    this.files.delete(clientId);
    this.entries.delete(clientId);
    this.publish();
    this.pump();
    await this.options.storage.remove(clientId);
  }

  private picked(
    chosen: File,
    requestId: string,
    { kind, keepLocation }: AddOptions,
    now: Date,
  ): QueuedFile {
    return {
      clientId: crypto.randomUUID(),
      requestId,
      holder: null,
      kind,
      fileName: chosen.name,
      contentType: chosen.type as QueuedFile['contentType'],
      blob: chosen,
      capturedAt: now.toISOString(),
      keepLocation,
      uploadUrl: null,
      refusal: null,
      fileId: null,
    };
  }

  private track(file: QueuedFile): void {
    this.files.set(file.clientId, file);
    this.entries.set(file.clientId, {
      clientId: file.clientId,
      requestId: file.requestId,
      holder: file.holder ?? null,
      kind: file.kind,
      fileName: file.fileName,
      state: file.fileId ? 'stored' : file.refusal ? 'refused' : file.holder ? 'held' : 'waiting',
      sent: file.fileId ? file.blob.size : 0,
      total: file.blob.size,
      refusal: file.refusal,
      fileId: file.fileId,
    });
  }

  private async keep(file: QueuedFile): Promise<void> {
    try {
      await this.options.storage.put(file);
    } catch (error) {
      console.warn('The file could not be kept on this device', error);
    }
  }

  private update(clientId: string, change: Partial<QueueEntry>): void {
    const entry = this.entries.get(clientId);
    if (!entry) return;
    this.entries.set(clientId, { ...entry, ...change });
    this.publish();
  }

  private publish(): void {
    this.snapshot = [...this.entries.values()];
    for (const listener of this.listeners) listener();
  }

  private pump(): void {
    const connection = this.connection;
    if (!connection || !this.loaded || this.current || this.retryTimer) return;
    const next = [...this.entries.values()].find((entry) => entry.state === 'waiting');
    const file = next && this.files.get(next.clientId);
    if (!file) return;
    const { clientId } = file;
    this.update(clientId, { state: 'uploading' });
    this.current = clientId;
    // A file taken off the queue mid-upload may still report; only the current attempt counts.
    const live = () => this.current === clientId;
    this.cancelCurrent = this.options.startUpload(file, () => connection.getToken(), {
      onUrl: (url) => {
        if (!live()) return;
        file.uploadUrl = url;
        void this.keep(file);
      },
      onProgress: (sent, total) => {
        if (live()) this.update(clientId, { sent, total });
      },
      onDone: () => {
        if (live()) void this.finish(file);
      },
      onFailure: (failure) => {
        if (live()) void this.fail(file, failure);
      },
    });
  }

  private async finish(file: QueuedFile): Promise<void> {
    this.current = undefined;
    this.cancelCurrent = undefined;
    this.failures = 0;
    const fileId = fileIdOf(file.uploadUrl);
    const namedById = NAMED_BY_ID.includes(file.kind);
    // A message names its attachments, and a cost its receipt, by id: a lost id cannot go with it.
    if (namedById && !fileId) {
      return this.refuse(file, messages.jobMessages.attachmentNotFound);
    }
    if (namedById) {
      file.fileId = fileId;
      this.update(file.clientId, { state: 'stored', fileId, sent: file.blob.size });
    } else {
      this.files.delete(file.clientId);
      this.entries.delete(file.clientId);
      this.publish();
    }
    const { clientId, requestId, kind } = file;
    this.connection?.onStored({ clientId, requestId, kind, fileId });
    this.settle(clientId, fileId);
    this.pump();
    if (namedById) await this.keep(file);
    else await this.options.storage.remove(clientId);
  }

  private async refuse(file: QueuedFile, refusal: string): Promise<void> {
    this.failures = 0;
    file.refusal = refusal;
    this.update(file.clientId, { state: 'refused', refusal });
    this.settle(file.clientId, null);
    this.pump();
    await this.keep(file);
  }

  private async fail(file: QueuedFile, failure: UploadFailure): Promise<void> {
    if (failure.refused && failure.code === ALREADY_UPLOADED) return this.finish(file);
    this.current = undefined;
    this.cancelCurrent = undefined;
    if (failure.refused) return this.refuse(file, failure.message);
    this.update(file.clientId, { state: 'retrying' });
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 0;
    this.failures += 1;
    // Offline, the `online` event starts the next attempt; counting down would only burn tries.
    if (this.options.connectivity && !this.options.connectivity.navigator.onLine) return;
    this.retryTimer = setTimeout(() => this.retryNow(), delay);
  }

  private retryNow(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    for (const entry of this.entries.values()) {
      if (entry.state === 'retrying') this.update(entry.clientId, { state: 'waiting' });
    }
    this.pump();
  }
}
