import { STROKE_TOOL_LABELS, STROKE_TOOLS, type Stroke, type StrokeTool } from '@rha/contracts';
import { useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { vars } from '../theme.js';
import {
  arrowPath,
  circleOf,
  dragLength,
  markScale,
  MIN_DRAG,
  toPixels,
  toShare,
  type Size,
} from './strokeGeometry.js';

/** A mark as the canvas shows it: the viewer's own marks and the other person's differ in colour. */
export interface DrawnStroke {
  stroke: Stroke;
  own: boolean;
}

export interface AnnotationCanvasProps {
  /** The photo's address and its text alternative. */
  src: string;
  alt: string;
  /** The photo's pixels: the marks are laid out on them, so they keep their place at any size. */
  width: number;
  height: number;
  strokes: readonly DrawnStroke[];
  /** Called with each mark the viewer finishes; without it the canvas only shows marks. */
  onStroke?: (stroke: Stroke) => void;
  /** Takes back the viewer's own last mark, by its id. */
  onUndo?: (strokeId: string) => void;
  /** Makes a new mark's id; a random UUID unless a test needs fixed ones. */
  makeId?: () => string;
}

type Point = { x: number; y: number };

const Figure = styled.figure`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  max-width: 100%;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};

  & [aria-pressed='true'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
`;

const Frame = styled.div`
  position: relative;
  width: 100%;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.surfaceMuted};

  & img,
  & svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  & svg {
    position: absolute;
    inset: 0;
  }

  & svg[data-drawing='true'] {
    touch-action: none;
    cursor: crosshair;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: ${vars.space[1]};
  border-radius: 50%;
  background: ${(props) => props.$colour};
  vertical-align: middle;
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const colourOf = (own: boolean) => (own ? vars.color.markOwn : vars.color.markOther);

function Mark({ drawn, size }: { drawn: DrawnStroke; size: Size }) {
  const { stroke, own } = drawn;
  const line = markScale(size) * 0.006;
  const paint = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  const shape = (colour: string, width: number) => {
    if (stroke.tool === 'arrow') {
      return <path d={arrowPath(stroke, size)} stroke={colour} strokeWidth={width} {...paint} />;
    }
    if (stroke.tool === 'circle') {
      return <circle {...circleOf(stroke, size)} stroke={colour} strokeWidth={width} {...paint} />;
    }
    const at = toPixels(stroke.at, size);
    return (
      <text
        x={at.x}
        y={at.y}
        fill={colour}
        stroke={colour === 'white' ? 'white' : 'none'}
        strokeWidth={colour === 'white' ? width : 0}
        fontSize={markScale(size) * 0.035}
        fontWeight={700}
        fontFamily="sans-serif"
        paintOrder="stroke"
      >
        {stroke.text}
      </text>
    );
  };
  return (
    <g data-mark={stroke.id} data-tool={stroke.tool} data-side={own ? 'own' : 'other'}>
      {shape('white', line * 2.2)}
      {shape(colourOf(own), line)}
    </g>
  );
}

/**
 * A photo with marks drawn over it: arrows, circles and short texts. Marks are data (points as
 * shares of the photo's sides), so whoever shows them (a call's data channel, the stored job
 * photo, the report) draws them at the same spot at any size.
 */
export function AnnotationCanvas({
  src,
  alt,
  width,
  height,
  strokes,
  onStroke,
  onUndo,
  makeId = () => crypto.randomUUID(),
}: AnnotationCanvasProps) {
  const size = { width, height };
  const [tool, setTool] = useState<StrokeTool>('arrow');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);
  const drawing = onStroke !== undefined;
  const lastOwn = [...strokes].reverse().find((drawn) => drawn.own);
  const ownCount = strokes.filter((drawn) => drawn.own).length;

  const pointOf = (event: PointerEvent<SVGSVGElement>): Point =>
    toShare(event, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing || tool === 'text') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    setDrag({ from: point, to: point });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (drag) setDrag({ from: drag.from, to: pointOf(event) });
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!onStroke) return;
    const point = pointOf(event);
    if (tool === 'text') {
      const placed = text.trim();
      if (!placed) {
        setTextError('Write the text first, then tap the photo where it goes');
        return;
      }
      onStroke({ id: makeId(), tool: 'text', at: point, text: placed });
      setText('');
      return;
    }
    if (!drag) return;
    setDrag(null);
    if (dragLength(drag.from, point, size) < MIN_DRAG) return;
    onStroke({ id: makeId(), tool, from: drag.from, to: point });
  };

  const preview: DrawnStroke | null =
    drag && tool !== 'text'
      ? { stroke: { id: 'preview', tool, from: drag.from, to: drag.to }, own: true }
      : null;

  return (
    <Figure>
      {drawing && (
        <Tools role="group" aria-label="Drawing tools">
          {STROKE_TOOLS.map((each) => (
            <Button
              key={each}
              type="button"
              variant="secondary"
              size="sm"
              aria-pressed={tool === each}
              onClick={() => setTool(each)}
            >
              {STROKE_TOOL_LABELS[each]}
            </Button>
          ))}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!lastOwn || !onUndo}
            onClick={() => lastOwn && onUndo?.(lastOwn.stroke.id)}
          >
            Undo my last mark
          </Button>
        </Tools>
      )}
      {drawing && tool === 'text' && (
        <TextField
          label="Text to place"
          value={text}
          maxLength={120}
          error={textError}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(undefined);
          }}
        />
      )}
      {drawing && (
        <Hint>
          {tool === 'text'
            ? 'Tap the photo where the text goes.'
            : `Drag on the photo to draw a${tool === 'arrow' ? 'n arrow' : ' circle'}.`}
        </Hint>
      )}
      <Frame style={{ aspectRatio: `${width} / ${height}` }}>
        <img src={src} alt={alt} width={width} height={height} draggable={false} />
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-drawing={drawing}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
        >
          {strokes.map((drawn) => (
            <Mark key={drawn.stroke.id} drawn={drawn} size={size} />
          ))}
          {preview && <Mark drawn={preview} size={size} />}
        </svg>
      </Frame>
      <Legend>
        <span>
          <Swatch $colour={vars.color.markOwn} aria-hidden="true" />
          Your marks: {ownCount}
        </span>
        <span>
          <Swatch $colour={vars.color.markOther} aria-hidden="true" />
          Their marks: {strokes.length - ownCount}
        </span>
      </Legend>
    </Figure>
  );
}
