import { Toast, ToastRegion } from '@rha/design-system';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATION_MS, type ToastMessage, type ToastStore } from './toastStore';

const ToastContext = createContext<ToastStore | null>(null);

function Toaster({ store }: { store: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => store.dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [store, toast]);

  return (
    <ToastRegion>
      {toast && (
        <Toast
          key={toast.id}
          title={toast.title}
          variant={toast.variant ?? 'default'}
          onDismiss={() => store.dismiss(toast.id)}
          {...(toast.description !== undefined ? { description: toast.description } : {})}
        />
      )}
    </ToastRegion>
  );
}

/** Shows the store's toast and lets components raise their own through useToast(). */
export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return (
    <ToastContext.Provider value={store}>
      {children}
      <Toaster store={store} />
    </ToastContext.Provider>
  );
}

export function useToast(): { show(message: ToastMessage): void } {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast needs a ToastProvider above it');
  return store;
}
