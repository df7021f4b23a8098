import { WEB_PAGES } from '@rha/contracts/reference';
import { Button, Container, PageTitle, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentTitle } from '../../app/DocumentTitle';

export function NotFoundPage() {
  return (
    <Container>
      <DocumentTitle title="Page Not Found" />
      <Stack gap={6}>
        <PageTitle description="Did you forget to add the page to the router?">
          404 Page Not Found
        </PageTitle>
        <div>
          <Button asChild>
            <RouterLink to={WEB_PAGES.home}>Go to the home page</RouterLink>
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
