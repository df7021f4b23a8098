export interface ToastMessage {
  title: string;
  description?: string;
  /** destructive for failures (announced as an alert), default for confirmations. */
  variant?: 'default' | 'destructive';
}

export interface ShownToast extends ToastMessage {
  id: number;
}

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;

/** Holds the toast on screen. One is shown at a time: a new one replaces the current one. */
export interface ToastStore {
  show(message: ToastMessage): void;
  /** Dismisses the toast with this id, if it is still the one shown. */
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ShownToast | null;
}

export function createToastStore(): ToastStore {
  const listeners = new Set<() => void>();
  let current: ShownToast | null = null;
  let nextId = 1;

  const publish = (toast: ShownToast | null) => {
    current = toast;
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
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}
