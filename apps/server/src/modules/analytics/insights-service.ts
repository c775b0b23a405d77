import { netCents } from '@store/shared/order-money';
import { daysOf, funnelConversion, FUNNEL_STEPS, type FunnelStep, type Insights, type InsightsRange } from '@store/shared/insights';
import type { GiftCardReadModel } from '../gift-cards/gift-cards-module.ts';
import type { LineSales, OrderMoneyRow, OrderReadModel } from '../orders/orders-module.ts';
import type { EventTotals, InsightsRepository } from './insights-repository.ts';
import { turnaroundSummary } from './turnaround.ts';

/** Which event each funnel step reads; the browser's steps count visitors, the server's count checkouts started and orders. */
const FUNNEL_EVENTS: Record<FunnelStep, { event: string; measure: keyof EventTotals }> = {
  visited: { event: 'page_view', measure: 'visitors' },
  product_viewed: { event: 'product_viewed', measure: 'visitors' },
  add_to_cart: { event: 'add_to_cart', measure: 'visitors' },
  checkout_started: { event: 'checkout_started', measure: 'events' },
  order_paid: { event: 'order_paid', measure: 'events' },
};

type DaySales = { orders: number; grossCents: number; refundedCents: number; netCents: number };

/** Orders, gross, refunds and net per day, each order's net by the one shared rule the exports use. */
function salesPerDay(orders: OrderMoneyRow[]): Map<string, DaySales> {
  const days = new Map<string, DaySales>();
  for (const order of orders) {
    const day = days.get(order.day) ?? { orders: 0, grossCents: 0, refundedCents: 0, netCents: 0 };
    day.orders += 1;
    day.grossCents += order.amountCents;
    day.refundedCents += order.refundedCents;
    day.netCents += netCents(order);
    days.set(order.day, day);
  }
  return days;
}

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
export function createInsightsService(deps: {
  insights: InsightsRepository;
  /** Sales, asked of the orders module, and gift cards sold, of the gift cards module: each owns its tables. */
  orders: Pick<OrderReadModel, 'orderMoney' | 'lineSales' | 'giftCardCentsIn'>;
  giftCards: Pick<GiftCardReadModel, 'soldIn'>;
}) {
  const { insights } = deps;

  async function giftCardsIn(range: InsightsRange): Promise<{ sold: number; soldCents: number; spentCents: number }> {
    const [sold, spentCents] = await Promise.all([deps.giftCards.soldIn(range), deps.orders.giftCardCentsIn(range)]);
    return { ...sold, spentCents };
  }

  return {
    async forRange(range: InsightsRange): Promise<Insights> {
      const [totals, traffic, orderMoney, lineSales, turnaround, giftCards] = await Promise.all([
        insights.eventTotals(range),
        insights.traffic(range),
        deps.orders.orderMoney(range),
        deps.orders.lineSales(range),
        insights.turnaroundSeconds(range),
        giftCardsIn(range),
      ]);
      const measure = (event: string, of: keyof EventTotals) => totals.get(event)?.[of] ?? 0;

      const funnel = FUNNEL_STEPS.map((step) => ({ step, count: measure(FUNNEL_EVENTS[step].event, FUNNEL_EVENTS[step].measure) }));
      const trafficByDay = new Map(traffic.map((row) => [row.day, row]));
      const salesByDay = salesPerDay(orderMoney);
      const days = daysOf(range);
      const sales = days.map((day) => ({ day, ...(salesByDay.get(day) ?? { orders: 0, grossCents: 0, refundedCents: 0, netCents: 0 }) }));
      const sum = (of: keyof DaySales) => sales.reduce((total, row) => total + row[of], 0);
      const orders = sum('orders');
      const net = sum('netCents');
      const visitors = funnel[0]!.count;

      return {
        range,
        totals: {
          visitors,
          pageViews: measure('page_view', 'events'),
          orders,
          grossCents: sum('grossCents'),
          refundedCents: sum('refundedCents'),
          netCents: net,
          averageOrderValueCents: orders > 0 ? Math.round(net / orders) : null,
          conversion: funnelConversion(funnel.at(-1)!.count, visitors),
        },
        traffic: days.map((day) => ({
          day,
          visitors: trafficByDay.get(day)?.visitors ?? 0,
          pageViews: trafficByDay.get(day)?.pageViews ?? 0,
        })),
        sales,
        funnel: funnel.map((step, index) => ({
          ...step,
          conversion: index === 0 ? null : funnelConversion(step.count, funnel[index - 1]!.count),
        })),
        uploads: { started: measure('upload_started', 'visitors'), submitted: measure('upload_submitted', 'events') },
        giftCards,
        bestSellingSizes: bestSelling(lineSales, (sale) => sale.size).map(({ key, ...seller }) => ({ size: key, ...seller })),
        bestSellingStyles: bestSelling(lineSales, (sale) => sale.style).map(({ key, ...seller }) => ({ style: key, ...seller })),
        turnaround: turnaroundSummary(turnaround),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
