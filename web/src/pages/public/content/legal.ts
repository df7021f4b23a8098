import type { ReactNode } from 'react';

/** One accordion section of a legal page. */
export interface LegalSection {
  /** Stable id: the accordion item's value and the anchor of the section. */
  id: string;
  title: string;
  body: ReactNode;
}

/** Both legal pages were last revised together, so they share one date. */
export const LEGAL_LAST_UPDATED = 'March 2025';
