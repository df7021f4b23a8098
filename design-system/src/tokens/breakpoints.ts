/** Minimum viewport widths in px. CSS custom properties cannot be used inside @media, so use `media`. */
export const breakpoint = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoint;

function atLeast(name: Breakpoint): string {
  return `@media (min-width: ${breakpoint[name]}px)`;
}

function below(name: Breakpoint): string {
  return `@media (max-width: ${breakpoint[name] - 0.02}px)`;
}

/** Ready-made media query preludes, e.g. `${media.below.md} { ... }`. */
export const media = {
  atLeast: {
    sm: atLeast('sm'),
    md: atLeast('md'),
    lg: atLeast('lg'),
    xl: atLeast('xl'),
  },
  below: {
    sm: below('sm'),
    md: below('md'),
    lg: below('lg'),
    xl: below('xl'),
  },
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
