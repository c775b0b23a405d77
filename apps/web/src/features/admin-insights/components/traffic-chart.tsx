import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Insights } from '@store/shared/insights';
import { dayLabel, formatCount } from '../insights-display.ts';
import { ChartFigure } from './chart-figure.tsx';
import { AXIS_PROPS, CHART_COLORS, CHART_STYLE, TOOLTIP_PROPS } from './chart-theme.ts';

type TrafficDay = Insights['traffic'][number];

/** Visitors and page views per day. */
export function TrafficChart({ traffic, totals }: { traffic: TrafficDay[]; totals: Insights['totals'] }) {
  const data = traffic.map((day) => ({ ...day, label: dayLabel(day.day) }));
  return (
    <ChartFigure
      title="Visitors by day"
      summary={`${formatCount(totals.visitors)} ${totals.visitors === 1 ? 'visitor' : 'visitors'} and ${formatCount(totals.pageViews)} page views (a visitor is one browser on one UTC day).`}
      rows={traffic}
      columns={[
        { label: 'Day', value: (day) => dayLabel(day.day) },
        { label: 'Visitors', value: (day) => formatCount(day.visitors) },
        { label: 'Page views', value: (day) => formatCount(day.pageViews) },
      ]}
    >
      <AreaChart data={data} responsive style={CHART_STYLE} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="label" {...AXIS_PROPS} minTickGap={16} />
        <YAxis {...AXIS_PROPS} width={40} allowDecimals={false} />
        <Tooltip {...TOOLTIP_PROPS} formatter={(value) => formatCount(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12, color: CHART_COLORS.axis }} />
        <Area dataKey="pageViews" name="Page views" stroke={CHART_COLORS.sky} fill={CHART_COLORS.sky} fillOpacity={0.12} type="linear" />
        <Area dataKey="visitors" name="Visitors" stroke={CHART_COLORS.accent} fill={CHART_COLORS.accent} fillOpacity={0.25} type="linear" />
      </AreaChart>
    </ChartFigure>
  );
}
