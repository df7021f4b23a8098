import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function NotFoundPage() {
  return (
    <Container>
      <DocumentTitle title="Page Not Found" />
      <PageTitle description="Did you forget to add the page to the router?">
        404 Page Not Found
      </PageTitle>
    </Container>
  );
}
