import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { it } from 'vitest';
import { expectNoAxeViolations } from './axe.js';

/**
 * One test per story of a component (its portable stories from composeStories): the story has to
 * render without throwing and without axe violations anywhere in the document, portals included.
 * Stories are placed in a main landmark, as a page would place the component.
 */
export function itRendersEveryStoryAccessibly(stories: Record<string, ComponentType>): void {
  it.each(Object.entries(stories))(
    'renders the %s story without accessibility violations',
    async (_name, Story) => {
      renderInMain(<Story />);
      await expectNoAxeViolations(document.body);
    },
  );
}

/** Renders UI inside a main landmark, where a page would put it, so page-level axe rules apply fairly. */
export function renderInMain(ui: ReactNode): RenderResult {
  return render(<main>{ui}</main>);
}
