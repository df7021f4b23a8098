export { palette, color, gradient } from './colour.js';
export { space, size, type SpaceToken } from './space.js';
export { font } from './typography.js';
export { radius } from './radius.js';
export { shadow } from './shadow.js';
export { breakpoint, media, type Breakpoint } from './breakpoints.js';
export { motion, layer } from './motion.js';
