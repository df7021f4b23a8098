import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, type ContactMessage } from '@rha/contracts/schemas';
import {
  Button,
  Card,
  FieldError,
  FormAlert,
  Stack,
  TextArea,
  useToast,
  type ToastMessage,
} from '@rha/design-system';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBffClient } from '../../api/BffClientProvider';
import { RequestError } from '../../api/requestError';
import { formDraftKey } from '../drafts/formDraft';
import { useFormDraft } from '../drafts/useFormDraft';
import { registerField } from '../forms/registerField';
import { EmailField, FormTextField } from '../forms/TextFields';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import { CaptchaWidget } from './CaptchaWidget';
import { MESSAGE_FAILED, MESSAGE_SENT, messageRefused } from './notices';
import { contactFieldErrors, sendContactMessage } from './sendContactMessage';

export interface ContactFormProps {
  /** card: a titled card on the page (default); dialog: the body of the contact dialog. */
  mode?: 'card' | 'dialog';
  /** Dismisses the surrounding dialog: dialog mode offers it as 'Close' once the message is sent. */
  onClose?(): void;
  /**
   * The signed-in person writing: their name and e-mail fill the form, and the human check solves
   * itself in the background (sending still waits for it).
   */
  sender?: { name: string; email: string };
}

export const CONTACT_TITLE = 'Contact Us';
export const CONTACT_DESCRIPTION =
  "Fill out the form below and we'll get back to you as soon as possible.";
const DRAFT_KEY = formDraftKey('contact');
// A solved challenge is good for one send only: it is never kept.
const NOT_KEPT = ['captchaToken'] as const;

const emptyMessage: ContactMessage = { name: '', email: '', message: '', captchaToken: '' };

/**
 * The contact form: name, email, message and the ALTCHA human check, sent to the bff.
 * Submission waits for a solved captcha. Once sent, or kept on the device when the link drops (the
 * server then judges the captcha when it arrives), the form and the captcha clear; on any refusal
 * what was typed stays, on this device too until the message is sent.
 */
export function ContactForm({ mode = 'card', onClose, sender }: ContactFormProps) {
  const bff = useBffClient();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  // What became of the last message, said in the form itself as well as in the passing toast; it
  // stays until the next one goes.
  const [sent, setSent] = useState<ToastMessage | null>(null);
  const blank: ContactMessage = sender ? { ...emptyMessage, ...sender } : emptyMessage;
  // A new key remounts the widget: the only way to clear a solved (or spent) challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaErrorId = `${useId()}-captcha-error`;
  const contactForm = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: blank,
  });
  const draft = useFormDraft(contactForm, DRAFT_KEY, { exclude: NOT_KEPT });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = contactForm;
  const captchaToken = useWatch({ control, name: 'captchaToken' });

  const clearCaptcha = () => {
    setValue('captchaToken', '');
    setCaptchaKey((key) => key + 1);
  };

  const showRefusal = (refusal: RequestError) => {
    console.error('Failed to send message', refusal.status, refusal.detail);
    const fieldErrors = contactFieldErrors(refusal);
    // A refused captcha cannot be sent again: the widget starts over, its message stays under it.
    if (fieldErrors.some(({ field }) => field === 'captchaToken')) clearCaptcha();
    for (const { field, message } of fieldErrors) {
      setError(field, { type: 'server', message });
    }
    toast(messageRefused(refusal.status, refusal.detail));
  };

  const send = async (message: ContactMessage) => {
    setSending(true);
    setSent(null);
    try {
      const outcome = await submitOrQueue(
        { kind: 'contact-message', body: message, draftKey: DRAFT_KEY },
        (idempotencyKey) => sendContactMessage(bff, message, idempotencyKey),
      );
      // Sent, or held by the queue until it is: either way the form starts afresh.
      const notice = outcome.status === 'queued' ? SUBMISSION_QUEUED : MESSAGE_SENT;
      toast(notice);
      draft.clear();
      reset(blank);
      clearCaptcha();
      setSent(notice);
    } catch (error) {
      if (error instanceof RequestError) {
        showRefusal(error);
        return;
      }
      console.error('Failed to send message', error);
      toast(MESSAGE_FAILED);
    } finally {
      setSending(false);
    }
  };

  const form = (
    <form noValidate onSubmit={handleSubmit(send)} aria-label={CONTACT_TITLE}>
      <Stack gap={4}>
        {sent && (
          <FormAlert variant="success" title={sent.title}>
            {sent.description}
          </FormAlert>
        )}
        <FormTextField
          form={contactForm}
          name="name"
          label="Name"
          placeholder="Your name"
          autoComplete="name"
        />
        <EmailField form={contactForm} name="email" placeholder="Your email" />
        <TextArea
          label="Message"
          placeholder="How can we help you?"
          rows={5}
          {...registerField(contactForm, 'message')}
        />
        <Stack gap={1}>
          <CaptchaWidget
            key={captchaKey}
            solve={sender ? 'onload' : 'onfocus'}
            onChange={(token) => setValue('captchaToken', token, { shouldValidate: token !== '' })}
            onExpired={() => setValue('captchaToken', '', { shouldValidate: true })}
          />
          <FieldError id={captchaErrorId}>{errors.captchaToken?.message}</FieldError>
        </Stack>
        {mode === 'dialog' && sent ? (
          <Button type="button" fullWidth onClick={onClose}>
            Close
          </Button>
        ) : (
          <Button
            type="submit"
            fullWidth
            loading={sending}
            loadingLabel="Sending..."
            disabled={sending || !captchaToken}
          >
            Send Message
          </Button>
        )}
      </Stack>
    </form>
  );

  if (mode === 'dialog') return form;
  return (
    <Card title={CONTACT_TITLE} description={CONTACT_DESCRIPTION}>
      {form}
    </Card>
  );
}
