export const motion = {
  duration: {
    fast: '120ms',
    base: '200ms',
    slow: '320ms',
    spin: '800ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

/** Stacking order of the layers that float above the page. */
export const layer = {
  base: '0',
  topBar: '100',
  dropdown: '200',
  toast: '300',
} as const;
