import { useState, type FormEvent } from 'react';
import { contactMessageSchema, type ContactMessage } from '@store/shared/contact';
import { CONTACT_MESSAGES } from '@store/shared/messages';
import { Button } from '#web/components/button.tsx';
import { TextAreaField, TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { MailIcon } from '#web/components/icons.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { formText } from '#web/lib/form-text.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

type Result = { tone: 'success' | 'error'; text: string } | null;

export default function ContactPage() {
  const send = useSendContactMessage();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const [result, setResult] = useState<Result>(null);

  function clearError(field: keyof ContactMessage) {
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setResult(null);
    const parsed = contactMessageSchema.safeParse({
      name: formText(form, 'name'),
      email: formText(form, 'email'),
      message: formText(form, 'message'),
    });
    if (!parsed.success) {
      const errors: Partial<Record<keyof ContactMessage, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ContactMessage] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    try {
      const response = await send.mutateAsync(parsed.data);
      if (!response.success) {
        setResult({ tone: 'error', text: CONTACT_MESSAGES.failed });
        return;
      }
      form.reset();
      setResult({ tone: 'success', text: CONTACT_MESSAGES.success });
    } catch (error) {
      setResult({
        tone: 'error',
        text: error instanceof ApiError && error.status < 500 ? CONTACT_MESSAGES.failed : CONTACT_MESSAGES.internal,
      });
    }
  }

  return (
    <>
      <PageMeta title="Contact" description="Questions about a render, an order or a print? Send MotoMuse a message." />
      <section className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:py-20">
        <ContactIntro />
        <form
          noValidate
          onSubmit={handleSubmit}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-6 sm:p-8"
          aria-label="Contact form"
        >
          <TextField label="Name" name="name" autoComplete="name" onChange={() => clearError('name')} error={fieldErrors.name} required />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            onChange={() => clearError('email')}
            error={fieldErrors.email}
            required
          />
          <TextAreaField label="Message" name="message" onChange={() => clearError('message')} error={fieldErrors.message} required />
          {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
          <Button type="submit" disabled={send.isPending} className="self-start">
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </section>
    </>
  );
}

/** Who answers and how soon, and the support address when the site settings have come. */
function ContactIntro() {
  const settings = useSiteSettings();
  return (
    <div>
      <h1 className="font-display text-4xl font-bold tracking-wide sm:text-5xl">Contact us</h1>
      <p className="mt-5 text-lg leading-relaxed text-stone-300">
        Questions about a render, an order or a print? Send us a message and a real person from the shop will answer, usually within one
        business day.
      </p>
      <p className="mt-4 leading-relaxed text-stone-300">
        For a return or a problem with an order, include your order number so we can help quickly.
      </p>
      {settings && (
        <p className="mt-6 flex items-center gap-2 text-stone-200">
          <MailIcon />
          <a href={`mailto:${settings.supportEmail}`} className="text-accent hover:underline">
            {settings.supportEmail}
          </a>
        </p>
      )}
    </div>
  );
}
