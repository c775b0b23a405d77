import { DEFAULT_INSIGHTS_DAYS, INSIGHTS_PRESET_DAYS, presetRange, rangeProblem, type InsightsRange } from '@store/shared/insights';

/** The range in the address (?from=…&to=…), so a reload or a shared link shows the same days; else the last 30 days. */
export function parseInsightsRange(search: URLSearchParams, today: Date): InsightsRange {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && rangeProblem({ from, to }) === null) return { from, to };
  return presetRange(DEFAULT_INSIGHTS_DAYS, today);
}

export function insightsSearchParams(range: InsightsRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to });
}

/** The preset a range is (the last 7, 30 or 90 days up to today), or null for any other range. */
export function presetOf(range: InsightsRange, today: Date): number | null {
  return (
    INSIGHTS_PRESET_DAYS.find((days) => {
      const preset = presetRange(days, today);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}
