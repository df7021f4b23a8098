import { media, vars } from '@rha/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space[6]};

  ${media.atLeast.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }

  ${media.atLeast.lg} {
    &[data-list-share='wide'] {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  }
`;

/** On wide screens the details stay in view (below the fixed top bar) while the list scrolls. */
const DetailColumn = styled.div`
  min-width: 0;

  ${media.atLeast.lg} {
    position: sticky;
    top: calc(${vars.size.topBarHeight} + ${vars.space[4]});
    max-height: calc(100vh - ${vars.size.topBarHeight} - 2 * ${vars.space[4]});
    overflow-y: auto;
  }
`;

/**
 * A list beside its details on wide screens; the details under the list on narrow ones. A list
 * of table rows takes the wider share (`listShare="wide"`), a list of short entries the narrower.
 */
export function MasterDetail({
  list,
  details,
  listShare = 'narrow',
}: {
  list: ReactNode;
  details: ReactNode;
  listShare?: 'narrow' | 'wide';
}) {
  return (
    <Split data-list-share={listShare}>
      <div>{list}</div>
      <DetailColumn>{details}</DetailColumn>
    </Split>
  );
}
