import { WEB_PAGES } from '@rha/contracts/reference';
import { messages } from '@rha/contracts/schemas';
import { Button, Card, Container, FormAlert, PageTitle, Spinner, Stack } from '@rha/design-system';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useConfirmEmailChange } from '../../api/emailChange';
import { RequestError } from '../../api/requestError';
import { DocumentTitle } from '../../app/DocumentTitle';

/** Why the link did not work, in the words the server chose when it said so. */
function failureOf(error: Error | null): string {
  return error instanceof RequestError ? error.detail : messages.profile.emailChangeInvalid;
}

/** Where the link mailed to a new address lands: confirms it once and says how that went. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmailChange();
  // The token works once: a second mount of the effect (strict mode) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <Container size="narrow" padding="lg">
      <DocumentTitle title="Confirm Email" />
      <Card variant="elevated" padding="lg">
        <PageTitle style={{ marginBottom: 0 }}>Confirm Email</PageTitle>
        <Stack gap={4}>
          {!token ? (
            <FormAlert title="This link does not work">
              {messages.profile.emailChangeInvalid}
            </FormAlert>
          ) : confirm.isSuccess ? (
            <FormAlert variant="success" title="Your e-mail address is confirmed">
              We now write to <strong>{confirm.data.email}</strong>.
            </FormAlert>
          ) : confirm.isError ? (
            <FormAlert title="This link does not work">{failureOf(confirm.error)}</FormAlert>
          ) : (
            <Spinner label="Confirming your e-mail address" />
          )}
          <Stack direction="row">
            <Button asChild>
              <RouterLink to={`${WEB_PAGES.dashboard}?tab=settings`}>
                Go to Profile Settings
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Container>
  );
}
