import { Fragment, useState } from 'react';
import type { MailboxEmail } from '@store/shared/mailbox';
import { useMailbox } from '../api/get-mailbox.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Plain-text body with its links clickable: emailed links (password reset) are followed from here in the demo. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        part.match(URL_PATTERN) ? (
          <a key={index} href={part} className="break-all text-accent underline">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function EmailRow({ email, open, onToggle }: { email: MailboxEmail; open: boolean; onToggle: () => void }) {
  return (
    <li className="rounded-xl border border-line bg-panel">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        className="flex w-full flex-wrap items-baseline justify-between gap-2 px-5 py-4 text-left"
      >
        <span className="font-semibold">{email.subject}</span>
        <span className="text-sm text-stone-400">
          to {email.recipient} · {new Date(email.createdAt).toLocaleString()}
        </span>
      </button>
      {open && (
        <pre className="whitespace-pre-wrap border-t border-line px-5 py-4 font-sans text-sm leading-relaxed text-stone-200">
          <LinkedText text={email.text} />
        </pre>
      )}
    </li>
  );
}

/** Development mailbox: every email the store sent, read from the outbox. Not available in production. */
export default function MailboxPage() {
  const { data, isPending, isError } = useMailbox();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <PageMeta title="Mailbox" />
      <section className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <h1 className="font-display text-4xl font-bold tracking-wide">Mailbox</h1>
        <p className="mt-3 text-stone-300">
          Emails the store has sent, newest first. This page exists only outside production, so demo links (like password resets) can be
          followed without a mail server.
        </p>
        {isPending && <p className="mt-8 text-stone-300">Loading...</p>}
        {isError && <p className="mt-8 text-red-300">The mailbox is not available on this server.</p>}
        {data && data.emails.length === 0 && <p className="mt-8 text-stone-300">No emails yet.</p>}
        {data && data.emails.length > 0 && (
          <ul className="mt-8 flex flex-col gap-3">
            {data.emails.map((email) => (
              <EmailRow
                key={email.id}
                email={email}
                open={openId === email.id}
                onToggle={() => setOpenId(openId === email.id ? null : email.id)}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
