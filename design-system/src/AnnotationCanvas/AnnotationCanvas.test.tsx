import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { AnnotationCanvas, type DrawnStroke } from './AnnotationCanvas.js';
import * as stories from './AnnotationCanvas.stories.js';

const { Default, ReadOnly } = composeStories(stories);

const id = '5b0f1c9e-0000-4000-8000-0000000000aa';

/** The drawing surface, laid out as 400 by 300 pixels at the page's top left. */
function surface(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg[data-drawing]') as SVGSVGElement;
  svg.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300 }) as DOMRect;
  return svg;
}

function drag(svg: SVGSVGElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(svg, { clientX: from[0], clientY: from[1], pointerId: 1 });
  fireEvent.pointerMove(svg, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(svg, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

function canvas(strokes: DrawnStroke[] = []) {
  const onStroke = vi.fn();
  const onUndo = vi.fn();
  const view = render(
    <AnnotationCanvas
      src="data:image/png;base64,"
      alt="The panel"
      width={1200}
      height={900}
      strokes={strokes}
      onStroke={onStroke}
      onUndo={onUndo}
      makeId={() => id}
    />,
  );
  return { ...view, onStroke, onUndo };
}

describe('AnnotationCanvas', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('hands over an arrow in shares of the photo, whatever size it is shown at', () => {
    const { container, onStroke } = canvas();
    drag(surface(container), [100, 150], [300, 75]);
    expect(onStroke).toHaveBeenCalledWith({
      id,
      tool: 'arrow',
      from: { x: 0.25, y: 0.5 },
      to: { x: 0.75, y: 0.25 },
    });
  });

  it('draws a circle with the chosen tool and ignores a tap', () => {
    const { container, onStroke } = canvas();
    fireEvent.click(screen.getByRole('button', { name: 'Circle' }));
    expect(screen.getByRole('button', { name: 'Circle' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const svg = surface(container);
    drag(svg, [200, 150], [201, 150]);
    expect(onStroke).not.toHaveBeenCalled();
    drag(svg, [200, 150], [240, 150]);
    expect(onStroke).toHaveBeenCalledWith(expect.objectContaining({ tool: 'circle' }));
  });

  it('places a text where the photo is tapped, once written', () => {
    const { container, onStroke } = canvas();
    fireEvent.click(screen.getByRole('button', { name: 'Text' }));
    const svg = surface(container);
    fireEvent.pointerUp(svg, { clientX: 40, clientY: 30 });
    expect(onStroke).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Text to place'), { target: { value: 'Breaker 3' } });
    fireEvent.pointerUp(svg, { clientX: 40, clientY: 30 });
    expect(onStroke).toHaveBeenCalledWith({
      id,
      tool: 'text',
      at: { x: 0.1, y: 0.1 },
      text: 'Breaker 3',
    });
  });

  it("takes back only the viewer's own last mark", () => {
    const arrow = (markId: string, own: boolean): DrawnStroke => ({
      own,
      stroke: { id: markId, tool: 'arrow', from: { x: 0, y: 0 }, to: { x: 1, y: 1 } },
    });
    const { onUndo } = canvas([arrow('a', true), arrow('b', true), arrow('c', false)]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo my last mark' }));
    expect(onUndo).toHaveBeenCalledWith('b');
  });

  it("has nothing to undo once the viewer's own marks are gone, whatever the other drew", () => {
    const { container } = render(<Default />);
    const undo = screen.getByRole('button', { name: 'Undo my last mark' });
    fireEvent.click(undo);
    expect(container.querySelectorAll('[data-side="own"]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-side="other"]')).toHaveLength(2);
    expect(undo.hasAttribute('disabled')).toBe(true);
  });

  it("shows both sides' marks in their colours without tools when only shown", () => {
    const { container } = render(<ReadOnly />);
    expect(screen.queryByRole('group', { name: 'Drawing tools' })).toBeNull();
    const own = container.querySelector('[data-side="own"] circle:last-child');
    const other = container.querySelector('[data-side="other"] path:last-child');
    expect(own?.getAttribute('stroke')).not.toBe(other?.getAttribute('stroke'));
    expect(screen.getByText('Their marks: 2')).toBeTruthy();
  });
});
