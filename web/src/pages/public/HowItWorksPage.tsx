import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function HowItWorksPage() {
  return (
    <Container>
      <DocumentTitle title="How It Works" />
      <PageTitle>How It Works</PageTitle>
    </Container>
  );
}
