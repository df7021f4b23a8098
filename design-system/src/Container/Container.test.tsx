import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Container } from './Container.js';
import * as stories from './Container.stories.js';

describe('Container', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('renders the landmark element it is asked for', () => {
    render(
      <Container as="main" size="narrow">
        Content
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('Content');
    expect(main.dataset.size).toBe('narrow');
  });

  it('defaults to a plain block with the default width and padding', () => {
    render(<Container data-testid="box">Content</Container>);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box.dataset.size).toBe('default');
    expect(box.dataset.padding).toBe('md');
  });
});
