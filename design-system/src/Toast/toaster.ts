export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  /** Short headline, e.g. 'Message Sent' or 'Logout Error'. */
  title: string;
  /** One or two sentences of detail. */
  description?: string;
  /** destructive for failures (announced at once), default for confirmations (announced politely). */
  variant?: ToastVariant;
  /** How long it stays, in ms; the provider's duration (5000) when left out. */
  duration?: number;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

/**
 * Holds the toast on screen. One is shown at a time: a new one replaces the current one. It lives
 * outside React so code that is not a component (an auth session, a query client) can raise toasts.
 */
export interface Toaster {
  show(message: ToastMessage): void;
  /** Dismisses the toast with this id, if it is still the one shown. */
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ShownToast | null;
}

export function createToaster(): Toaster {
  const listeners = new Set<() => void>();
  let current: ShownToast | null = null;
  let nextId = 1;

  const publish = (shown: ShownToast | null) => {
    current = shown;
    listeners.forEach((listener) => listener());
  };

  return {
    show(message) {
      publish({ ...message, id: nextId++ });
    },
    dismiss(id) {
      if (current?.id === id) publish(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => current,
  };
}

/** The toaster a ToastProvider uses when it is given none; `toast()` shows on it. */
export const defaultToaster: Toaster = createToaster();

/** Shows a toast on the default toaster, from anywhere (a ToastProvider without `toaster` renders it). */
export function toast(message: ToastMessage): void {
  defaultToaster.show(message);
}
