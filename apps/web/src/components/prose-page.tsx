import { useId } from 'react';
import type { ReactNode } from 'react';

/*
 * Descendant rules style the plain semantic HTML a text page writes (p, ul, ol, h3, a,
 * strong). They only reach elements without a class attribute, so a styled link or a
 * button placed in the copy keeps its own look instead of losing to these selectors.
 * Body links carry a faint underline at rest: amber alone is too close to the body grey
 * to tell links apart by colour (WCAG 1.4.1).
 */
const proseBody = [
  'text-base leading-7 text-stone-300 sm:text-[1.0625rem] sm:leading-8',
  '[&_p:not([class])]:mt-4',
  '[&_h3:not([class])]:mt-8 [&_h3:not([class])]:font-display [&_h3:not([class])]:text-xl [&_h3:not([class])]:font-medium [&_h3:not([class])]:tracking-wide [&_h3:not([class])]:text-stone-100',
  '[&_ul:not([class])]:mt-4 [&_ul:not([class])]:list-disc [&_ul:not([class])]:space-y-2 [&_ul:not([class])]:pl-6 [&_ul:not([class])]:marker:text-accent',
  '[&_ol:not([class])]:mt-4 [&_ol:not([class])]:list-decimal [&_ol:not([class])]:space-y-2 [&_ol:not([class])]:pl-6 [&_ol:not([class])]:marker:text-accent',
  '[&_li:not([class])]:pl-1 [&_li>ul:not([class])]:mt-2',
  '[&_a:not([class])]:font-medium [&_a:not([class])]:text-accent [&_a:not([class])]:underline [&_a:not([class])]:decoration-accent/40 [&_a:not([class])]:underline-offset-4 [&_a:not([class])]:transition-colors [&_a:not([class])]:hover:decoration-accent [&_a:not([class])]:hover:decoration-2',
  '[&_strong:not([class])]:font-semibold [&_strong:not([class])]:text-stone-100',
].join(' ');

type ProsePageProps = {
  title: string;
  /** A sentence or two under the title that says what the page is for. */
  lede?: ReactNode;
  /** Shown as "Effective {date}", for policies; a date as written, e.g. "June 26, 2025". */
  effectiveDate?: string;
  children: ReactNode;
};

/** Layout for the static text pages: one h1, an optional lede and effective date, then the copy at a readable measure. */
export function ProsePage({ title, lede, effectiveDate, children }: ProsePageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 sm:pb-24">
      <header className="border-b border-line pb-8">
        <h1 className="font-display text-4xl font-semibold tracking-wide text-balance text-stone-100 uppercase sm:text-5xl">{title}</h1>
        {lede ? <p className="mt-4 text-lg leading-8 text-pretty text-stone-300">{lede}</p> : null}
        {effectiveDate ? (
          <p className="mt-4 text-sm font-medium tracking-wide text-muted">
            Effective <time dateTime={isoDate(effectiveDate)}>{effectiveDate}</time>
          </p>
        ) : null}
      </header>
      <div className={`mt-10 ${proseBody}`}>{children}</div>
    </article>
  );
}

type ProseSectionProps = {
  title: string;
  /** Anchor for in-page links; generated when not given. */
  id?: string;
  children: ReactNode;
};

/** A titled section (h2) of a text page; its content is labelled by the heading. */
export function ProseSection({ title, id, children }: ProseSectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} className="mt-12 first:mt-0">
      <h2 id={headingId} className="scroll-mt-24 font-display text-2xl font-medium tracking-wide text-balance text-stone-100 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "June 26, 2025" -> "2025-06-26" for the time element; undefined when the text is not a date. */
function isoDate(text: string): string | undefined {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
