import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Render } from '@store/shared/renders';
import type { TypicalTurnaround } from '@store/shared/turnaround';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { useNow } from '#web/lib/use-now.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { MY_RENDER_SORTS, useMyRenders, type MyRenderSort } from '../api/get-my-renders.ts';
import { CompletedRenderCard } from '../components/completed-render-card.tsx';
import { PendingRenderCard } from '../components/pending-render-card.tsx';
import { GiftCardHistory } from '../components/gift-card-history.tsx';
import { OrderHistory } from '../components/order-history.tsx';
import { SubmissionSuccessModal } from '../components/submission-success-modal.tsx';
import { useDashboardArrival } from '../hooks/use-dashboard-arrival.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

/** SPEC.md section 9: dashboard redirect delay 1.5 s. */
const SIGNED_OUT_REDIRECT_MS = 1500;
/** Expected times are shown to the minute. */
const NOW_REFRESH_MS = 30_000;

const SORT_LABELS: Record<MyRenderSort, string> = { newest: 'Newest First', oldest: 'Oldest First' };

function isSort(value: string): value is MyRenderSort {
  return (MY_RENDER_SORTS as readonly string[]).includes(value);
}

function RenderSortSelect({ sort, onChange }: { sort: MyRenderSort; onChange: (sort: MyRenderSort) => void }) {
  const sortId = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={sortId} className="text-sm font-medium text-stone-200">
        Sort
      </label>
      <select
        id={sortId}
        value={sort}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
        className="rounded-lg border border-stone-700 bg-stone-900 px-3.5 py-2.5 text-stone-100 focus:border-accent focus:outline-none"
      >
        {MY_RENDER_SORTS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

function SignedOutNotice() {
  return (
    <div role="status" className="rounded-2xl border border-line bg-panel p-6 text-stone-200">
      <p>Please log in to see your renders. Taking you to the login page...</p>
      <Link
        to={loginWithReturnTo(routes.dashboard.href())}
        replace
        className="mt-3 inline-block font-semibold text-accent underline underline-offset-4"
      >
        Go to login now
      </Link>
    </div>
  );
}

function NoRendersYet() {
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-stone-700 px-6 py-16 text-center">
      <p className="text-lg text-stone-200">You have not uploaded any renders yet</p>
      <Link to={routes.upload.href()} className={buttonClasses('primary')}>
        Upload a bike photo
      </Link>
    </div>
  );
}

function PendingRenders({ renders, turnaround }: { renders: Render[]; turnaround: TypicalTurnaround }) {
  const now = useNow(NOW_REFRESH_MS);
  return (
    <section aria-labelledby="renders-in-progress" className="mb-14">
      <h2 id="renders-in-progress" className="font-display text-2xl font-medium tracking-wide sm:text-3xl">
        In Progress
      </h2>
      <p className="mt-2 text-stone-300">Our artists are working on these. We will email you when each one is ready.</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {renders.map((render) => (
          <PendingRenderCard key={render.id} render={render} turnaround={turnaround} now={now} />
        ))}
      </div>
    </section>
  );
}

function CompletedRenders({ renders }: { renders: Render[] }) {
  return (
    <section aria-labelledby="completed-renders">
      <h2 id="completed-renders" className="font-display text-2xl font-medium tracking-wide sm:text-3xl">
        Completed Renders
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {renders.map((render) => (
          <CompletedRenderCard key={render.id} render={render} />
        ))}
      </div>
    </section>
  );
}

/** A signed-out visitor (or one whose session ended) is taken to the login page after a moment, and back here after signing in. */
function useSignedOutRedirect(signedOut: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => void navigate(loginWithReturnTo(routes.dashboard.href()), { replace: true }), SIGNED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);
}

export default function DashboardPage() {
  const { profile, isPending: profilePending } = useProfile();
  const [sort, setSort] = useState<MyRenderSort>('newest');
  const renders = useMyRenders(sort, Boolean(profile));
  const { fromUpload, loginNotice, closeSuccessModal } = useDashboardArrival();
  const signedOut = (!profilePending && !profile) || (renders.error instanceof ApiError && renders.error.status === 401);
  useSignedOutRedirect(signedOut);

  const list = renders.data?.renders.filter((render) => render.status !== 'deleted') ?? [];
  const pending = list.filter((render) => render.status === 'pending');
  const completed = list.filter((render) => render.status === 'complete');
  const loading = !signedOut && (profilePending || renders.isPending);

  return (
    <>
      <PageMeta title="Dashboard" />
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div aria-live="polite">
          {loginNotice && (
            <p
              role="status"
              className="mb-6 rounded-lg border border-emerald-500/40 bg-emerald-500/10 px-4 py-3 text-sm font-medium text-emerald-200"
            >
              {loginNotice}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <h1 className="font-display text-4xl font-bold tracking-wide text-balance sm:text-5xl">Your Rendered Submissions</h1>
          {!signedOut && <RenderSortSelect sort={sort} onChange={setSort} />}
        </div>

        <div className="mt-10" aria-busy={loading}>
          {signedOut && <SignedOutNotice />}

          {loading && (
            <p role="status" className="text-stone-300">
              Loading...
            </p>
          )}

          {!signedOut && renders.isError && !renders.data && (
            <div role="alert" className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-panel p-6 text-stone-200">
              <p>We could not load your renders.</p>
              <Button variant="secondary" onClick={() => void renders.refetch()}>
                Try again
              </Button>
            </div>
          )}

          {!signedOut && renders.data && list.length === 0 && <NoRendersYet />}
          {!signedOut && renders.data && pending.length > 0 && <PendingRenders renders={pending} turnaround={renders.data.turnaround} />}
          {!signedOut && completed.length > 0 && <CompletedRenders renders={completed} />}
        </div>

        <OrderHistory enabled={Boolean(profile)} />
        <GiftCardHistory enabled={Boolean(profile)} />

        <SubmissionSuccessModal open={fromUpload} onClose={closeSuccessModal} />
      </section>
    </>
  );
}
