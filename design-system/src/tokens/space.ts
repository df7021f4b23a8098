/** Spacing scale on a 4px (0.25rem) grid; keys are multiples of 4px. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export type SpaceToken = keyof typeof space;

/** Fixed sizes of layout furniture and controls. */
export const size = {
  topBarHeight: '4rem',
  containerNarrow: '40rem',
  containerDefault: '72rem',
  containerWide: '90rem',
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  avatarSm: '2rem',
  avatarMd: '2.5rem',
  avatarLg: '3.5rem',
} as const;
