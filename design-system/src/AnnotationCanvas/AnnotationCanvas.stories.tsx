import type { Stroke } from '@rha/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AnnotationCanvas, type DrawnStroke } from './AnnotationCanvas.js';

/** A stand-in for a job photo: an equipment panel with three breakers. */
const panel = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#6b604f"/><rect x="300" y="150" width="600" height="600" rx="24" fill="#d6c9b4"/><rect x="380" y="250" width="100" height="400" fill="#352f27"/><rect x="550" y="250" width="100" height="400" fill="#352f27"/><rect x="720" y="250" width="100" height="400" fill="#352f27"/></svg>',
)}`;

const theirs: DrawnStroke[] = [
  {
    own: false,
    stroke: {
      id: '5b0f1c9e-0000-4000-8000-000000000001',
      tool: 'arrow',
      from: { x: 0.15, y: 0.2 },
      to: { x: 0.45, y: 0.45 },
    },
  },
  {
    own: false,
    stroke: {
      id: '5b0f1c9e-0000-4000-8000-000000000002',
      tool: 'text',
      at: { x: 0.05, y: 0.15 },
      text: 'This breaker',
    },
  },
];

const mine: DrawnStroke = {
  own: true,
  stroke: {
    id: '5b0f1c9e-0000-4000-8000-000000000003',
    tool: 'circle',
    from: { x: 0.64, y: 0.5 },
    to: { x: 0.7, y: 0.62 },
  },
};

/** Keeps the marks in the story's own state, as a screen keeps them from its channel. */
function Drawing({ initial }: { initial: DrawnStroke[] }) {
  const [strokes, setStrokes] = useState(initial);
  const add = (stroke: Stroke) => setStrokes((all) => [...all, { stroke, own: true }]);
  const undo = (id: string) => setStrokes((all) => all.filter((drawn) => drawn.stroke.id !== id));
  return (
    <AnnotationCanvas
      src={panel}
      alt="The equipment panel"
      width={1200}
      height={900}
      strokes={strokes}
      onStroke={add}
      onUndo={undo}
    />
  );
}

const meta = {
  title: 'Components/AnnotationCanvas',
  component: AnnotationCanvas,
  args: {
    src: panel,
    alt: 'The equipment panel',
    width: 1200,
    height: 900,
    strokes: [...theirs, mine],
  },
} satisfies Meta<typeof AnnotationCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Drawing initial={[...theirs, mine]} />,
};

export const Empty: Story = {
  render: () => <Drawing initial={[]} />,
};

/** As the report shows a still: the marks, no tools. */
export const ReadOnly: Story = {};

export const SmallScreen: Story = {
  render: () => <Drawing initial={[...theirs, mine]} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
