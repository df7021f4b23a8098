import {
  geoCircle,
  geoConicEqualArea,
  geoDistance,
  geoPath,
  type GeoPermissibleObjects,
} from 'd3-geo';
import { forwardRef, useId, useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { feature, mesh } from 'topojson-client';
import { vars } from '../theme.js';
import { ALASKA_BOROUGHS } from './alaskaBoroughs.js';

/**
 * What a point on the map stands for: the job's site, the technician's home, a community the
 * technician reaches, or where the technician checked in.
 */
export type MapPointKind = 'site' | 'home' | 'reach' | 'check-in';

export interface MapPoint {
  /** Unique among the map's points. */
  id: string;
  /** Shown in the legend and, for the site and the home, beside the mark. */
  label: string;
  /** [longitude, latitude] in degrees. */
  at: readonly [number, number];
  kind: MapPointKind;
}

export interface AlaskaMapProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Names the map for assistive technology, e.g. 'Map of the job in Bethel'. */
  title: string;
  /** The places to draw; the map frames them with their surroundings, or shows the whole state. */
  points: readonly MapPoint[];
}

const WIDTH = 640;
const HEIGHT = 400;
const EDGE = 24;
const EARTH_DEGREES_PER_RADIAN = 180 / Math.PI;
/** Points closer together than this still get this much of the land around them, in degrees. */
const MIN_FRAME_DEGREES = 2;
/** Points spread wider than this are framed by the whole state instead. */
const MAX_FRAME_DEGREES = 10;

const KIND_LEGEND: Record<MapPointKind, string> = {
  site: 'Site',
  home: "Technician's home",
  reach: 'Reached by the technician',
  'check-in': 'Check-in',
};

const KIND_ORDER: readonly MapPointKind[] = ['site', 'check-in', 'home', 'reach'];

/** One legend line per kind present, naming its points. */
function legendOf(points: readonly MapPoint[]) {
  return KIND_ORDER.flatMap((kind) => {
    const labels = points.filter((point) => point.kind === kind).map((point) => point.label);
    return labels.length > 0 ? [{ kind, labels }] : [];
  });
}

const boroughs = feature(ALASKA_BOROUGHS, ALASKA_BOROUGHS.objects.boroughs);
const boroughLines = mesh(ALASKA_BOROUGHS, ALASKA_BOROUGHS.objects.boroughs, (a, b) => a !== b);

/**
 * The area to fit: a circle around the points wide enough to show where they lie, or the whole
 * state when there are none or they span most of it.
 */
function frameOf(points: readonly MapPoint[]): GeoPermissibleObjects {
  if (points.length === 0) return boroughs;
  const center: [number, number] = [
    points.reduce((sum, point) => sum + point.at[0], 0) / points.length,
    points.reduce((sum, point) => sum + point.at[1], 0) / points.length,
  ];
  const spread = Math.max(
    ...points.map(
      (point) => geoDistance(center, [point.at[0], point.at[1]]) * EARTH_DEGREES_PER_RADIAN,
    ),
  );
  const radius = Math.max(spread * 1.4, MIN_FRAME_DEGREES);
  if (radius > MAX_FRAME_DEGREES) return boroughs;
  return geoCircle().center(center).radius(radius)();
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

/* Never drawn larger than its own size, so marks and labels keep their size on wide screens. */
const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: ${WIDTH}px;
  height: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.progressSubtle};
`;

const Land = styled.path`
  fill: ${vars.color.surface};
  stroke: none;
`;

/** Alaska's usual equal-area projection, centred on the state's middle meridian. */
function alaskaProjection() {
  return geoConicEqualArea().parallels([55, 65]).rotate([154, 0]);
}

/** The whole state in a corner, with where the close-up is, when the map shows only part of it. */
const Inset = styled.g`
  path {
    fill: ${vars.color.surfaceMuted};
    stroke: ${vars.color.borderStrong};
    stroke-width: 1;
  }
  rect {
    fill: ${vars.color.surface};
    stroke: ${vars.color.border};
  }
  circle {
    fill: ${vars.color.accent};
  }
`;

const INSET: [[number, number], [number, number]] = [
  [WIDTH - 150, 10],
  [WIDTH - 10, 100],
];

const Lines = styled.path`
  fill: none;
  stroke: ${vars.color.border};
  stroke-width: 1;
`;

const Mark = styled.g`
  color: ${vars.color.primary};

  &[data-kind='site'] {
    color: ${vars.color.accent};
  }
  &[data-kind='check-in'] {
    color: ${vars.color.progress};
  }

  text {
    fill: ${vars.color.text};
    font-size: 24px;
    font-weight: ${vars.font.weight.semibold};
    paint-order: stroke;
    stroke: ${vars.color.surface};
    stroke-width: 6px;
    stroke-linejoin: round;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

const Swatch = styled.svg`
  flex: none;
  width: 1rem;
  height: 1rem;
`;

/** The mark of each kind: its shape as well as its colour tells it apart. */
function Shape({ kind }: { kind: MapPointKind }) {
  switch (kind) {
    case 'site':
      return (
        <rect
          x={-7}
          y={-7}
          width={14}
          height={14}
          fill="currentColor"
          stroke="#fff"
          strokeWidth={2}
        />
      );
    case 'home':
      return <circle r={7} fill="currentColor" stroke="#fff" strokeWidth={2} />;
    case 'reach':
      return <circle r={4.5} fill="#fff" stroke="currentColor" strokeWidth={2.5} />;
    case 'check-in':
      return <path d="M0 -9 L8 6 L-8 6 Z" fill="currentColor" stroke="#fff" strokeWidth={2} />;
  }
}

const LABELLED: ReadonlySet<MapPointKind> = new Set(['site', 'home']);

/**
 * The name beside a mark: the site's on its left and the homes' on their right, so a site and a
 * home near each other do not write over one another; turned inwards near an edge.
 */
function Label({ point, x }: { point: MapPoint; x: number }) {
  const left = point.kind === 'site' ? x > WIDTH * 0.3 : x > WIDTH * 0.7;
  return (
    <text x={left ? -18 : 18} y={8} textAnchor={left ? 'end' : 'start'}>
      {point.label}
    </text>
  );
}

/**
 * A small map of Alaska with the places of a job marked on it, drawn from an outline shipped with
 * the app: it works offline and costs a few kilobytes over a satellite link. The legend under it
 * names every point in words, so the picture is never the only way to learn them.
 */
export const AlaskaMap = forwardRef<HTMLElement, AlaskaMapProps>(function AlaskaMap(
  { title, points, ...rest },
  ref,
) {
  const titleId = useId();
  const drawing = useMemo(() => {
    const frame = frameOf(points);
    const projection = alaskaProjection().fitExtent(
      [
        [EDGE, EDGE],
        [WIDTH - EDGE, HEIGHT - EDGE],
      ],
      frame,
    );
    const path = geoPath(projection);
    const whole = alaskaProjection().fitExtent(INSET, boroughs);
    const center = projection.invert?.([WIDTH / 2, HEIGHT / 2]);
    const here = frame === boroughs || !center ? null : whole(center);
    return {
      inset: here ? { land: geoPath(whole)(boroughs) ?? '', here } : null,
      land: path(boroughs) ?? '',
      lines: path(boroughLines) ?? '',
      marks: points.flatMap((point) => {
        const xy = projection([point.at[0], point.at[1]]);
        return xy ? [{ point, x: xy[0], y: xy[1] }] : [];
      }),
    };
  }, [points]);
  // The reached communities go underneath, so the site and the people stay on top.
  const ordered = [...drawing.marks].sort(
    (a, b) => Number(b.point.kind === 'reach') - Number(a.point.kind === 'reach'),
  );
  return (
    <Figure ref={ref} {...rest}>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        <Land d={drawing.land} />
        <Lines d={drawing.lines} />
        {drawing.inset && (
          <Inset>
            <rect x={INSET[0][0] - 6} y={INSET[0][1] - 4} width={152} height={98} rx={6} />
            <path d={drawing.inset.land} />
            <circle cx={drawing.inset.here[0]} cy={drawing.inset.here[1]} r={5} />
          </Inset>
        )}
        {ordered.map(({ point, x, y }) => (
          <Mark
            key={point.id}
            data-kind={point.kind}
            data-point={point.id}
            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
          >
            <g transform="scale(1.6)">
              <Shape kind={point.kind} />
            </g>
            {LABELLED.has(point.kind) && <Label point={point} x={x} />}
          </Mark>
        ))}
      </Svg>
      {points.length > 0 && (
        <figcaption>
          <Legend>
            {legendOf(points).map(({ kind, labels }) => (
              <li key={kind}>
                <Swatch viewBox="-10 -10 20 20" aria-hidden="true">
                  <Mark data-kind={kind}>
                    <Shape kind={kind} />
                  </Mark>
                </Swatch>
                {`${KIND_LEGEND[kind]}: ${labels.join(', ')}`}
              </li>
            ))}
          </Legend>
        </figcaption>
      )}
    </Figure>
  );
});
AlaskaMap.displayName = 'AlaskaMap';
