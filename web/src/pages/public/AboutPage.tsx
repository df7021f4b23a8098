import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function AboutPage() {
  return (
    <Container>
      <DocumentTitle title="About" />
      <PageTitle>About</PageTitle>
    </Container>
  );
}
