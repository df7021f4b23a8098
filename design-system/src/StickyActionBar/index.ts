export { StickyActionBar, type StickyActionBarProps } from './StickyActionBar.js';
