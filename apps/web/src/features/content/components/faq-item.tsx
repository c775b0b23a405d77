import type { ReactNode } from 'react';

type FaqItemProps = {
  question: string;
  children: ReactNode;
};

/** One question and its answer as a native disclosure: keyboard and screen-reader support come with the element. */
export function FaqItem({ question, children }: FaqItemProps) {
  return (
    <details className="group rounded-xl border border-line bg-panel transition-colors open:border-stone-700">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-medium text-stone-100 transition-colors select-none hover:text-accent sm:px-5 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5 shrink-0 text-accent transition-transform duration-200 group-open:rotate-180"
        >
          <path d="M5 8l5 5 5-5" />
        </svg>
      </summary>
      <div className="mx-4 border-t border-line pb-5 sm:mx-5">{children}</div>
    </details>
  );
}

/** The stack of questions under one FAQ heading. */
export function FaqList({ children }: { children: ReactNode }) {
  return <div className="mt-6 space-y-3">{children}</div>;
}
