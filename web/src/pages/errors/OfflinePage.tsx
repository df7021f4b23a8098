import { Button, Card, Container, Link, PageTitle, Stack } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export interface OfflinePageProps {
  /** Asks the server again; the page also goes away by itself once the link returns. */
  onTryAgain: () => void;
}

/** What a signed-in page shows when it cannot reach the server, and what still works meanwhile. */
export function OfflinePage({ onTryAgain }: OfflinePageProps) {
  return (
    <Container>
      <DocumentTitle title="You are offline" />
      <PageTitle description="This page needs the network. It will load by itself when the connection returns.">
        You are offline
      </PageTitle>
      <Stack gap={4}>
        <Card title="What still works on this device" variant="outlined">
          <ul>
            <li>Drafts you type are kept on this device.</li>
            <li>Submissions and photos are queued and sent when you are back online.</li>
            <li>
              Public pages stay readable: <Link href="/">home</Link>,{' '}
              <Link href="/services">services</Link> and{' '}
              <Link href="/how-it-works">how it works</Link>.
            </li>
          </ul>
        </Card>
        <div>
          <Button onClick={onTryAgain}>Try again</Button>
        </div>
      </Stack>
    </Container>
  );
}
