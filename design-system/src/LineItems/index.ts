export { LineItems, type LineItem, type LineItemsProps } from './LineItems.js';
