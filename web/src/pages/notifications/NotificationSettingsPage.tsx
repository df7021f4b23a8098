import { EMAILED_NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from '@rha/contracts/reference';
import { Card, Container, FormAlert, PageTitle, Spinner, Stack, Switch } from '@rha/design-system';
import { useChangeNotificationSetting, useNotificationSettings } from '../../api/notifications';
import { DocumentTitle } from '../../app/DocumentTitle';

/** Which notices also come by e-mail, one switch per kind; each change is saved at once. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const change = useChangeNotificationSetting();

  return (
    <Container size="narrow" padding="lg">
      <DocumentTitle title="Notification Settings" />
      <Card variant="elevated" padding="lg">
        <PageTitle style={{ marginBottom: 0 }}>Notification Settings</PageTitle>
        <Stack gap={4}>
          <p style={{ margin: 0 }}>
            Every notice shows under the bell at the top of the page. Choose which ones you also get
            by e-mail.
          </p>
          {change.isError && (
            <FormAlert title="Your change was not saved">Please try again.</FormAlert>
          )}
          {settings.isError ? (
            <FormAlert title="Your settings could not be loaded">Please reload the page.</FormAlert>
          ) : !settings.data ? (
            <Spinner label="Loading your settings" />
          ) : (
            <Stack gap={3}>
              {EMAILED_NOTIFICATION_KINDS.map((kind) => (
                <Switch
                  key={kind}
                  label={`E-mail: ${NOTIFICATION_KIND_LABELS[kind]}`}
                  checked={settings.data.email[kind] ?? true}
                  disabled={change.isPending && change.variables.kind === kind}
                  onCheckedChange={(email) => change.mutate({ kind, email })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
