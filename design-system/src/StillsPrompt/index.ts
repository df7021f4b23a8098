export { StillsPrompt, type StillsPromptProps } from './StillsPrompt.js';
