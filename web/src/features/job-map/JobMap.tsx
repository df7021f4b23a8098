import { vars } from '@rha/design-system';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { jobMapPoints, type JobPlaces } from './jobMapPoints';

// Its own chunk, fetched by job pages only: nobody else downloads the outline or the projection.
const AlaskaMap = lazy(() =>
  import('@rha/design-system/map').then((module) => ({ default: module.AlaskaMap })),
);

/** Holds the map's place while it loads, so the page does not jump. */
const Placeholder = styled.div`
  aspect-ratio: 640 / 400;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

/** A job's places on a map of Alaska, and a line saying when its site cannot be placed. */
export function JobMap({ places }: { places: JobPlaces }) {
  const points = jobMapPoints(places);
  const sitePlaced = points.some((point) => point.kind === 'site');
  const title = places.site ? `Map of the job in ${places.site}` : 'Map of the job';
  return (
    <>
      <Suspense fallback={<Placeholder aria-hidden="true" />}>
        <AlaskaMap title={title} points={points} />
      </Suspense>
      {!sitePlaced && (
        <p>
          {places.site
            ? `${places.site} is not on the map yet.`
            : "The site's community is not in the list, so it is not on the map."}
        </p>
      )}
    </>
  );
}
