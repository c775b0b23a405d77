/** The store's dark look for recharts, which takes colours as props rather than classes. */
export const CHART_COLORS = { accent: '#f59e0b', sky: '#38bdf8', grid: '#292524', axis: '#a8a29e', panel: '#1c1917' } as const;

export const CHART_STYLE = { width: '100%', height: 280 } as const;

export const AXIS_PROPS = { stroke: CHART_COLORS.axis, tick: { fill: CHART_COLORS.axis, fontSize: 12 }, tickLine: false } as const;

export const TOOLTIP_PROPS = {
  contentStyle: { background: CHART_COLORS.panel, border: `1px solid ${CHART_COLORS.grid}`, borderRadius: 8, color: '#f5f5f4' },
  labelStyle: { color: '#f5f5f4', fontWeight: 600 },
  cursor: { fill: 'rgba(245, 158, 11, 0.08)' },
} as const;
