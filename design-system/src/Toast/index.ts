export {
  Toast,
  ToastRegion,
  type ToastProps,
  type ToastRegionProps,
  type ToastVariant,
} from './Toast.js';
