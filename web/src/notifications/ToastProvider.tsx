import { ToastProvider as ToastViewport } from '@rha/design-system';
import { createContext, useContext, type ReactNode } from 'react';
import { TOAST_DURATION_MS, type ToastMessage, type ToastStore } from './toastStore';

const ToastContext = createContext<ToastStore | null>(null);

/**
 * Shows the store's toast through the design system's provider (one at a time, dismissed after five
 * seconds) and lets components raise their own through useToast().
 */
export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return (
    <ToastContext.Provider value={store}>
      <ToastViewport toaster={store} duration={TOAST_DURATION_MS}>
        {children}
      </ToastViewport>
    </ToastContext.Provider>
  );
}

export function useToast(): { show(message: ToastMessage): void } {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast needs a ToastProvider above it');
  return store;
}
