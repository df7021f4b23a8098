export {
  AttentionItem,
  AttentionStrip,
  type AttentionItemProps,
  type AttentionStripProps,
  type AttentionTone,
} from './AttentionStrip.js';
