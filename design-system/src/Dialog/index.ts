export { Dialog, DialogClose, type DialogProps, type DialogSize } from './Dialog.js';
