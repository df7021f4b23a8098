import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function HomePage() {
  return (
    <Container>
      <DocumentTitle />
      <PageTitle description="Vetted local technicians for on-site, video-guided support across rural Alaska.">
        Remote Hands Alaska
      </PageTitle>
    </Container>
  );
}
