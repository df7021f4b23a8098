import { vars } from '@rha/design-system';
import styled from 'styled-components';
import { PageLoading } from '../../../app/PageLoading';

// At least a screen tall, so the footer starts below the fold and does not jump when the page arrives.
const Placeholder = styled.div`
  min-height: calc(100vh - ${vars.size.topBarHeight});
`;

/** What a public page shows while its code is on its way. */
export function PagePlaceholder() {
  return (
    <Placeholder>
      <PageLoading />
    </Placeholder>
  );
}
