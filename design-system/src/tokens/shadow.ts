/** Shadows tinted with deep spruce rather than pure black, so they sit warmly on birch backgrounds. */
export const shadow = {
  sm: '0 1px 2px rgba(14, 43, 35, 0.08)',
  md: '0 4px 12px rgba(14, 43, 35, 0.10), 0 1px 3px rgba(14, 43, 35, 0.08)',
  lg: '0 12px 32px rgba(14, 43, 35, 0.14), 0 2px 6px rgba(14, 43, 35, 0.08)',
  focus: '0 0 0 3px rgba(46, 130, 171, 0.45)',
} as const;
