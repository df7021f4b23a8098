import { useCallback, useEffect, useRef } from 'react';
import { formDraftStore } from './formDraft';

/** Long enough to write once per burst of typing, short enough that a sudden reload loses little. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftWriter {
  /** Writes the values a moment from now, once the typing pauses. */
  schedule: () => void;
  /** Forgets the draft, and any write still to come: the server has what it held. */
  clear: () => void;
}

/**
 * Writes a form's draft under its key a moment after each change, and at once when the page goes
 * away or the form closes with a write still to come. `values` is read when the write happens. A
 * null key writes nothing.
 */
export function useDraftWriter(
  key: string | null,
  values: () => Record<string, unknown>,
): DraftWriter {
  const pending = useRef<number | undefined>(undefined);
  const latestValues = useRef(values);
  latestValues.current = values;

  const write = useCallback(() => {
    window.clearTimeout(pending.current);
    pending.current = undefined;
    if (!key) return;
    const values = latestValues.current();
    // Typing a field back to what the server holds leaves nothing of the person's to keep.
    if (Object.keys(values).length === 0) formDraftStore(key).clear();
    else formDraftStore(key).write({ values });
  }, [key]);

  useEffect(() => {
    if (!key) return undefined;
    const writeIfPending = () => {
      if (pending.current !== undefined) write();
    };
    window.addEventListener('pagehide', writeIfPending);
    return () => {
      window.removeEventListener('pagehide', writeIfPending);
      writeIfPending();
    };
  }, [key, write]);

  const schedule = useCallback(() => {
    if (!key) return;
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(write, DRAFT_SAVE_DELAY_MS);
  }, [key, write]);

  const clear = useCallback(() => {
    window.clearTimeout(pending.current);
    pending.current = undefined;
    if (key) formDraftStore(key).clear();
  }, [key]);

  return { schedule, clear };
}
