import { daysOf, FUNNEL_STEPS, type FunnelStep, type Insights, type InsightsRange } from '@store/shared/insights';
import type { EventTotals, InsightsRepository, LineSales } from './insights-repository.ts';
import { turnaroundSummary } from './turnaround.ts';

/** Which event each funnel step reads; the browser's steps count visitors, the paid step counts orders. */
const FUNNEL_EVENTS: Record<FunnelStep, { event: string; measure: keyof EventTotals }> = {
  visited: { event: 'page_view', measure: 'visitors' },
  product_viewed: { event: 'product_viewed', measure: 'visitors' },
  add_to_cart: { event: 'add_to_cart', measure: 'visitors' },
  checkout_started: { event: 'checkout_started', measure: 'visitors' },
  order_paid: { event: 'order_paid', measure: 'events' },
};

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Units and revenue per size or style, best-selling first. */
function bestSelling(sales: LineSales[], keyOf: (sale: LineSales) => string): { key: string; quantity: number; revenueCents: number }[] {
  const sellers = new Map<string, { key: string; quantity: number; revenueCents: number }>();
  for (const sale of sales) {
    const key = keyOf(sale);
    const seller = sellers.get(key) ?? { key, quantity: 0, revenueCents: 0 };
    seller.quantity += sale.quantity;
    seller.revenueCents += sale.revenueCents;
    sellers.set(key, seller);
  }
  return [...sellers.values()].sort((a, b) => b.quantity - a.quantity || b.revenueCents - a.revenueCents || a.key.localeCompare(b.key));
}

/** The owner's dashboard: traffic, the funnel, sales, best sellers and render turnaround over a range of UTC days. */
export function createInsightsService(deps: { insights: InsightsRepository }) {
  const { insights } = deps;

  return {
    async forRange(range: InsightsRange): Promise<Insights> {
      const [totals, traffic, sales, lineSales, turnaround] = await Promise.all([
        insights.eventTotals(range),
        insights.traffic(range),
        insights.salesByDay(range),
        insights.lineSales(range),
        insights.turnaroundSeconds(range),
      ]);
      const measure = (event: string, of: keyof EventTotals) => totals.get(event)?.[of] ?? 0;

      const funnel = FUNNEL_STEPS.map((step) => ({ step, count: measure(FUNNEL_EVENTS[step].event, FUNNEL_EVENTS[step].measure) }));
      const trafficByDay = new Map(traffic.map((row) => [row.day, row]));
      const salesByDay = new Map(sales.map((row) => [row.day, row]));
      const days = daysOf(range);
      const orders = sales.reduce((sum, row) => sum + row.orders, 0);
      const revenueCents = sales.reduce((sum, row) => sum + row.revenueCents, 0);
      const visitors = funnel[0]!.count;

      return {
        range,
        totals: {
          visitors,
          pageViews: measure('page_view', 'events'),
          orders,
          revenueCents,
          averageOrderValueCents: orders > 0 ? Math.round(revenueCents / orders) : null,
          conversion: ratio(funnel.at(-1)!.count, visitors),
        },
        traffic: days.map((day) => ({
          day,
          visitors: trafficByDay.get(day)?.visitors ?? 0,
          pageViews: trafficByDay.get(day)?.pageViews ?? 0,
        })),
        sales: days.map((day) => ({ day, orders: salesByDay.get(day)?.orders ?? 0, revenueCents: salesByDay.get(day)?.revenueCents ?? 0 })),
        funnel: funnel.map((step, index) => ({ ...step, conversion: index === 0 ? null : ratio(step.count, funnel[index - 1]!.count) })),
        uploads: { started: measure('upload_started', 'visitors'), submitted: measure('upload_submitted', 'events') },
        bestSellingSizes: bestSelling(lineSales, (sale) => sale.size).map(({ key, ...seller }) => ({ size: key, ...seller })),
        bestSellingStyles: bestSelling(lineSales, (sale) => sale.style).map(({ key, ...seller }) => ({ style: key, ...seller })),
        turnaround: turnaroundSummary(turnaround),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
