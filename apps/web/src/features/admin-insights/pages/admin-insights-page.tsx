import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { Insights, InsightsRange } from '@store/shared/insights';
import { Button } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { isRefusal, useInsights } from '../api/get-insights.ts';
import { BestSellers } from '../components/best-sellers.tsx';
import { Funnel } from '../components/funnel.tsx';
import { RangePicker } from '../components/range-picker.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { TurnaroundPanel } from '../components/turnaround-panel.tsx';
import { rangeLabel } from '../insights-display.ts';
import { insightsSearchParams, parseInsightsRange, presetOf } from '../insights-params.ts';

// The charting library is most of the page's weight: its chunks load beside the numbers, which show without them.
const SalesChart = lazy(() => import('../components/sales-chart.tsx').then((module) => ({ default: module.SalesChart })));
const TrafficChart = lazy(() => import('../components/traffic-chart.tsx').then((module) => ({ default: module.TrafficChart })));

export default function AdminInsightsPage() {
  return (
    <>
      <PageMeta title="Insights" />
      <h1 className="mb-2 font-display text-3xl font-semibold tracking-wide">Insights</h1>
      <InsightsView />
    </>
  );
}

function InsightsView() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = new Date();
  const range = parseInsightsRange(searchParams, today);
  const insights = useInsights(range);

  if (isRefusal(insights.error)) {
    if (insights.error.status === 401) return <Navigate to={loginWithReturnTo(routes.adminInsights.href() + location.search)} replace />;
    return <Navigate to={routes.dashboard.href()} replace />;
  }

  const data = insights.data;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-stone-300" aria-live="polite">
          <span data-testid="insights-range">{rangeLabel(range)}</span> (UTC days)
          {insights.isFetching && data && <span className="ml-2 text-stone-400">Updating...</span>}
        </p>
        <RangePicker
          range={range}
          preset={presetOf(range, today)}
          today={today}
          onChange={(next: InsightsRange) => setSearchParams(insightsSearchParams(next))}
        />
      </div>

      {insights.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-panel px-4 py-3 text-sm text-stone-200"
        >
          <p>Could not load the insights.</p>
          <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void insights.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {insights.isPending && !insights.isError && (
        <p role="status" className="text-stone-300">
          Loading insights...
        </p>
      )}
      {data && (isEmpty(data) ? <EmptyRange range={data.range} /> : <Dashboard insights={data} />)}
    </div>
  );
}

function isEmpty(insights: Insights): boolean {
  return (
    insights.totals.pageViews === 0 &&
    insights.totals.orders === 0 &&
    insights.funnel.every((step) => step.count === 0) &&
    insights.uploads.started + insights.uploads.submitted + insights.turnaround.completed + insights.giftCards.sold === 0
  );
}

function EmptyRange({ range }: { range: InsightsRange }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center" data-testid="insights-empty">
      <p className="font-display text-xl font-semibold tracking-wide text-stone-100">No visits or orders in this period</p>
      <p className="mt-2 text-stone-300">
        Nothing was recorded for {rangeLabel(range)}. Pick another period, or come back once the store has had visitors.
      </p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display text-xl font-semibold tracking-wide">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChartLoading() {
  return (
    <p role="status" className="flex h-80 items-center justify-center rounded-2xl border border-line bg-panel text-stone-300">
      Loading chart...
    </p>
  );
}

function Dashboard({ insights }: { insights: Insights }) {
  return (
    <>
      <StatTiles totals={insights.totals} giftCards={insights.giftCards} />
      <Section title="Visit to paid order">
        <div className="rounded-2xl border border-line bg-panel p-4 sm:p-5">
          <Funnel funnel={insights.funnel} />
          <p className="mt-4 text-xs text-stone-400">
            Browser steps count the visitors who reached them (one browser on one UTC day); started checkouts and paid orders are counted by
            the server.
          </p>
        </div>
      </Section>
      <Section title="By day">
        <div className="grid gap-4 xl:grid-cols-2">
          <Suspense fallback={<ChartLoading />}>
            <SalesChart sales={insights.sales} totals={insights.totals} />
          </Suspense>
          <Suspense fallback={<ChartLoading />}>
            <TrafficChart traffic={insights.traffic} totals={insights.totals} />
          </Suspense>
        </div>
      </Section>
      <Section title="Best sellers">
        <div className="grid gap-4 md:grid-cols-2">
          <BestSellers
            title="Sizes"
            nameLabel="Size"
            sellers={insights.bestSellingSizes.map(({ size, ...seller }) => ({ name: size, ...seller }))}
          />
          <BestSellers
            title="Styles"
            nameLabel="Style"
            sellers={insights.bestSellingStyles.map(({ style, ...seller }) => ({ name: style, ...seller }))}
          />
        </div>
      </Section>
      <TurnaroundPanel turnaround={insights.turnaround} uploads={insights.uploads} />
    </>
  );
}
