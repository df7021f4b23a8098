export {
  Toast,
  ToastProvider,
  TOAST_DURATION_MS,
  useToast,
  type ToastApi,
  type ToastProps,
  type ToastProviderProps,
} from './Toast.js';
export {
  createToaster,
  toast,
  type ShownToast,
  type Toaster,
  type ToastMessage,
  type ToastVariant,
} from './toaster.js';
