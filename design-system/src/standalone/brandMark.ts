import { palette } from '../tokens/index.js';

/** The brand mark (a spruce on a spruce-green tile over an aurora line), coloured from the palette. */
export const brandMarkSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${palette.spruce[700]}" />
  <path d="M16 5 9 15h4l-5 7h6v5h4v-5h6l-5-7h4z" fill="${palette.birch[50]}" />
  <path d="M3 28h26" stroke="${palette.aurora.green}" stroke-width="2" />
</svg>
`;
