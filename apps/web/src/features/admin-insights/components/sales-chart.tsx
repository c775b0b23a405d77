import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDollars } from '@store/shared/prices';
import type { Insights } from '@store/shared/insights';
import { dayLabel, formatCount } from '../insights-display.ts';
import { ChartFigure } from './chart-figure.tsx';
import { AXIS_PROPS, CHART_COLORS, CHART_STYLE, TOOLTIP_PROPS } from './chart-theme.ts';

type SalesDay = Insights['sales'][number];

/**
 * Net revenue and refunds per day as stacked bars (together the gross), orders per day as straight
 * segments on an axis of their own: every day of the range is there, quiet ones at zero.
 */
export function SalesChart({ sales, totals }: { sales: SalesDay[]; totals: Insights['totals'] }) {
  const data = sales.map((day) => ({ ...day, label: dayLabel(day.day), net: day.netCents / 100, refunds: day.refundedCents / 100 }));
  return (
    <ChartFigure
      title="Revenue, refunds and orders by day"
      summary={`${formatCount(totals.orders)} ${totals.orders === 1 ? 'order' : 'orders'}: ${formatDollars(totals.grossCents)} gross, ${formatDollars(totals.refundedCents)} refunded, ${formatDollars(totals.netCents)} net over ${sales.length} ${sales.length === 1 ? 'day' : 'days'} (UTC).`}
      rows={sales}
      columns={[
        { label: 'Day', value: (day) => dayLabel(day.day) },
        { label: 'Orders', value: (day) => formatCount(day.orders) },
        { label: 'Gross', value: (day) => formatDollars(day.grossCents) },
        { label: 'Refunds', value: (day) => formatDollars(day.refundedCents) },
        { label: 'Net', value: (day) => formatDollars(day.netCents) },
      ]}
    >
      <ComposedChart
        data={data}
        responsive
        style={CHART_STYLE}
        accessibilityLayer={false}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="label" {...AXIS_PROPS} minTickGap={16} />
        <YAxis yAxisId="revenue" {...AXIS_PROPS} width={56} tickFormatter={(value: number) => `$${formatCount(value)}`} />
        <YAxis yAxisId="orders" orientation="right" {...AXIS_PROPS} width={32} allowDecimals={false} />
        <Tooltip
          {...TOOLTIP_PROPS}
          formatter={(value, name) => (name === 'Orders' ? formatCount(Number(value)) : formatDollars(Math.round(Number(value) * 100)))}
        />
        <Legend wrapperStyle={{ fontSize: 12, color: CHART_COLORS.axis }} />
        <Bar yAxisId="revenue" dataKey="net" name="Net revenue" stackId="gross" fill={CHART_COLORS.accent} maxBarSize={28} />
        <Bar
          yAxisId="revenue"
          dataKey="refunds"
          name="Refunds"
          stackId="gross"
          fill={CHART_COLORS.axis}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
        <Line yAxisId="orders" dataKey="orders" name="Orders" stroke={CHART_COLORS.sky} strokeWidth={2} dot={{ r: 2 }} type="linear" />
      </ComposedChart>
    </ChartFigure>
  );
}
