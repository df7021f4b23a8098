export { AttentionPanel, ATTENTION_TITLE, NOTHING_WAITS } from './AttentionPanel';
export { tabCounts } from './tabCounts';
