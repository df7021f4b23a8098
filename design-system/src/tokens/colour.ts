/**
 * Raw palette. Names carry the identity: spruce forests, glacier ice, the aurora, birch bark,
 * fireweed (the magenta flower of Alaskan summers) and sockeye salmon.
 * Components never use these directly; they use the semantic `color` roles below.
 */
export const palette = {
  spruce: {
    50: '#eef5f2',
    100: '#d5e7df',
    200: '#aacfc0',
    300: '#78b19b',
    400: '#4b8f77',
    500: '#2f735d',
    600: '#225e4b',
    700: '#1a4c3d',
    800: '#143c31',
    900: '#0e2b23',
    950: '#081b16',
  },
  glacier: {
    50: '#eef7fb',
    100: '#d6ecf5',
    200: '#aed8ea',
    300: '#7cbedb',
    400: '#4b9fc6',
    500: '#2e82ab',
    600: '#22688c',
    700: '#1d5572',
    800: '#19445b',
    900: '#133345',
  },
  aurora: {
    green: '#22b07c',
    teal: '#2aa5a0',
    violet: '#7453c9',
  },
  birch: {
    0: '#ffffff',
    50: '#fbf8f3',
    100: '#f4eee4',
    200: '#e8dfd0',
    300: '#d6c9b4',
    400: '#b3a58f',
    500: '#8a7d69',
    600: '#6b604f',
    700: '#4f473b',
    800: '#352f27',
    900: '#211d18',
  },
  fireweed: {
    50: '#fdf0f4',
    100: '#fad9e3',
    500: '#c73866',
    600: '#a92a55',
    700: '#8b2046',
  },
  sockeye: {
    100: '#fde7dc',
    300: '#f4a98a',
    500: '#e0734f',
    700: '#a8472a',
  },
} as const;

/** Semantic colour roles. Every text/background pair used by components meets WCAG AA (see tokens.test.ts). */
export const color = {
  background: palette.birch[50],
  surface: palette.birch[0],
  surfaceMuted: palette.birch[100],
  surfaceInverse: palette.spruce[900],
  text: palette.birch[900],
  textMuted: palette.birch[700],
  textInverse: palette.birch[50],
  textInverseMuted: palette.spruce[100],
  link: palette.glacier[700],
  linkHover: palette.glacier[900],
  primary: palette.spruce[700],
  primaryHover: palette.spruce[800],
  primarySubtle: palette.spruce[50],
  onPrimary: palette.birch[0],
  accent: palette.sockeye[700],
  accentSubtle: palette.sockeye[100],
  danger: palette.fireweed[600],
  dangerHover: palette.fireweed[700],
  dangerSubtle: palette.fireweed[50],
  /** Work under way: a status in progress, the check-in mark on the map. */
  progress: palette.glacier[700],
  progressSubtle: palette.glacier[50],
  onDanger: palette.birch[0],
  border: palette.birch[200],
  borderStrong: palette.birch[500],
  focus: palette.glacier[500],
  /** Marks on a photo: the viewer's own, and the other person's, each drawn over a white halo. */
  markOwn: palette.sockeye[500],
  markOther: palette.glacier[500],
} as const;

/** The aurora band used as a thin accent line (top bar, hero edges). Decorative only. */
export const gradient = {
  aurora: `linear-gradient(90deg, ${palette.aurora.green} 0%, ${palette.aurora.teal} 35%, ${palette.glacier[500]} 65%, ${palette.aurora.violet} 100%)`,
} as const;
