import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@rha/contracts';
import { userProfileSchema, type UserProfileInput } from '@rha/contracts/schemas';
import { Button, Card, Stack, useToast } from '@rha/design-system';
import { useForm } from 'react-hook-form';
import { RequestError } from '../../api/requestError';
import { useSaveUserProfile } from '../../api/userProfile';
import { formDraftKey } from '../drafts/formDraft';
import { useFormDraft } from '../drafts/useFormDraft';
import { PendingEmailNotice } from '../email-change/PendingEmailNotice';
import { EmailField, FormTextField, PhoneField } from '../forms/TextFields';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import { CONTACT_SAVED, settingsSaveFailed } from './notices';
import { SaveRow } from './SaveRow';

const DRAFT_KEY = formDraftKey('contact-info');
const FIELDS = ['fullName', 'email', 'phone'] as const;
type ContactField = (typeof FIELDS)[number];

function isContactField(field: string): field is ContactField {
  return (FIELDS as readonly string[]).includes(field);
}

/** Name, phone and e-mail of the signed-in technician, checked here before they are sent. */
export function ContactInfoForm({ user }: { user: User }) {
  const { toast } = useToast();
  const saveProfile = useSaveUserProfile();
  const form = useForm<UserProfileInput>({
    resolver: zodResolver(userProfileSchema),
    // Follows the stored profile as it reloads, keeping what the person has not saved yet.
    values: { fullName: user.fullName, email: user.email, phone: user.phone },
    resetOptions: { keepDirtyValues: true },
  });
  const draft = useFormDraft(form, DRAFT_KEY);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ fullName, email, phone }) => {
    const changes = { fullName, email, phone };
    try {
      const outcome = await submitOrQueue(
        { kind: 'contact-info', body: changes, draftKey: DRAFT_KEY, record: 'contact-info' },
        (idempotencyKey) => saveProfile.mutateAsync({ changes, idempotencyKey }),
      );
      draft.clear();
      toast(outcome.status === 'queued' ? SUBMISSION_QUEUED : CONTACT_SAVED);
    } catch (error) {
      if (error instanceof RequestError) {
        for (const { field, message } of error.fieldErrors) {
          if (isContactField(field)) setError(field, { message });
        }
      }
      toast(settingsSaveFailed(error));
    }
  });

  return (
    <Card title="Contact Information" headingLevel={3}>
      <form noValidate aria-label="Contact information" onSubmit={onSubmit}>
        <Stack gap={4}>
          <FormTextField form={form} name="fullName" label="Name" autoComplete="name" />
          <PhoneField form={form} name="phone" />
          <EmailField form={form} name="email" />
          <PendingEmailNotice user={user} />
          <SaveRow>
            <Button type="submit" loading={isSubmitting} loadingLabel="Saving...">
              Save Changes
            </Button>
          </SaveRow>
        </Stack>
      </form>
    </Card>
  );
}
