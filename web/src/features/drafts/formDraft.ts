import type { FieldError } from '@rha/contracts';
import { storageKeys } from '../../auth/authStorage';

/**
 * What a form keeps on this device between a keystroke and the server accepting it: the values
 * typed, and the server's field errors when a submission sent later was turned down, so the person
 * sees them on coming back to the form.
 */
export interface FormDraft {
  values: Record<string, unknown>;
  fieldErrors?: FieldError[];
}

/** Under the device draft prefix, so signing out drops it. */
export function formDraftKey(form: string, recordId?: string | null): string {
  return `${storageKeys.deviceDraftPrefix}${form}${recordId ? `.${recordId}` : ''}`;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const error = value as Record<string, unknown>;
  return typeof error.field === 'string' && typeof error.message === 'string';
}

function isFormDraft(value: unknown): value is FormDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.values === 'object' &&
    draft.values !== null &&
    !Array.isArray(draft.values) &&
    (draft.fieldErrors === undefined ||
      (Array.isArray(draft.fieldErrors) && draft.fieldErrors.every(isFieldError)))
  );
}

const listeners = new Map<string, Set<() => void>>();

/** Calls back when something other than the form itself (the submission queue) rewrites its draft. */
export function subscribeToFormDraft(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set();
  listeners.set(key, forKey.add(listener));
  return () => {
    forKey.delete(listener);
    if (forKey.size === 0) listeners.delete(key);
  };
}

/** The form's draft on this device; anything unreadable counts as none. */
export function readFormDraft(key: string): FormDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return isFormDraft(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** A full or disabled storage only costs the safety net, never the page. */
export function writeFormDraft(key: string, draft: FormDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    console.warn('The draft could not be kept on this device', error);
  }
}

/** Puts a draft back from outside the form, and tells a form showing it to read it again. */
export function restoreFormDraft(key: string, draft: FormDraft): void {
  writeFormDraft(key, draft);
  listeners.get(key)?.forEach((listener) => listener());
}

/** Forgets the draft once the server has what it held. */
export function clearFormDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    console.warn('The draft could not be removed from this device', error);
  }
}
