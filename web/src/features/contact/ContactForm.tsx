import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, type ContactMessage } from '@rha/contracts/schemas';
import { Button, Card, FieldError, Stack, TextArea, useToast } from '@rha/design-system';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBffClient } from '../../api/BffClientProvider';
import { formDraftKey } from '../drafts/formDraft';
import { useFormDraft } from '../drafts/useFormDraft';
import { registerField } from '../forms/registerField';
import { EmailField, FormTextField } from '../forms/TextFields';
import { CaptchaWidget } from './CaptchaWidget';
import { sendContactMessage, type ContactSendResult } from './sendContactMessage';

export interface ContactFormProps {
  /** card: a titled card on the page (default); dialog: the body of the contact dialog. */
  mode?: 'card' | 'dialog';
  /** Dismisses the surrounding dialog: dialog mode offers it as 'Close' once the message is sent. */
  onClose?(): void;
}

export const CONTACT_TITLE = 'Contact Us';
export const CONTACT_DESCRIPTION =
  "Fill out the form below and we'll get back to you as soon as possible.";
const SENT_NOTICE = {
  title: 'Message Sent',
  description: "Thank you for contacting us. We'll get back to you soon.",
};
const FAILED_NOTICE = {
  title: 'Error',
  description: 'Failed to send message. Please try again later.',
  variant: 'destructive',
} as const;

const DRAFT_KEY = formDraftKey('contact');
// A solved challenge is good for one send only: it is never kept.
const NOT_KEPT = ['captchaToken'] as const;

const emptyMessage: ContactMessage = { name: '', email: '', message: '', captchaToken: '' };

/**
 * The contact form: name, email, message and the ALTCHA human check, sent to the bff.
 * Submission waits for a solved captcha. On success the form and the captcha clear; on any failure
 * what was typed stays, on this device too until the message is sent.
 */
export function ContactForm({ mode = 'card', onClose }: ContactFormProps) {
  const bff = useBffClient();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // A new key remounts the widget: the only way to clear a solved (or spent) challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaErrorId = `${useId()}-captcha-error`;
  const contactForm = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyMessage,
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

  const showRefusal = (result: Extract<ContactSendResult, { sent: false }>) => {
    console.error('Failed to send message', result.status, result.detail ?? '');
    // A refused captcha cannot be sent again: the widget starts over, its message stays under it.
    if (result.fieldErrors.some(({ field }) => field === 'captchaToken')) clearCaptcha();
    for (const { field, message } of result.fieldErrors) {
      setError(field, { type: 'server', message });
    }
    toast({
      ...FAILED_NOTICE,
      ...(result.status === 429 && result.detail ? { description: result.detail } : {}),
    });
  };

  const send = async (message: ContactMessage) => {
    setSending(true);
    try {
      const result = await sendContactMessage(bff, message);
      if (result.sent) {
        toast(SENT_NOTICE);
        draft.clear();
        reset(emptyMessage);
        clearCaptcha();
        setSent(true);
      } else {
        showRefusal(result);
      }
    } catch (error) {
      console.error('Failed to send message', error);
      toast(FAILED_NOTICE);
    } finally {
      setSending(false);
    }
  };

  const form = (
    <form noValidate onSubmit={handleSubmit(send)} aria-label={CONTACT_TITLE}>
      <Stack gap={4}>
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
