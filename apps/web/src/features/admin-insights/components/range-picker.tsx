import { useState, type FormEvent } from 'react';
import { INSIGHTS_PRESET_DAYS, presetRange, rangeProblem, type InsightsRange } from '@store/shared/insights';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';

type RangePickerProps = { range: InsightsRange; preset: number | null; today: Date; onChange: (range: InsightsRange) => void };

/** The last 7, 30 or 90 days with one press, or any range of days typed in. */
export function RangePicker({ range, preset, today, onChange }: RangePickerProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div
        role="group"
        aria-label="Period"
        className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-panel p-1 sm:inline-flex sm:self-start"
      >
        {INSIGHTS_PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={preset === days}
            onClick={() => onChange(presetRange(days, today))}
            className={`rounded-lg px-2 py-2 text-sm sm:px-4 font-semibold whitespace-nowrap transition-colors ${preset === days ? 'bg-accent text-ink' : 'text-stone-200 hover:text-accent'}`}
          >
            Last {days} days
          </button>
        ))}
      </div>
      <CustomRange key={`${range.from}/${range.to}`} range={range} onChange={onChange} />
    </div>
  );
}

/** Keyed by the range shown, so a preset or Back puts its days in the fields. */
function CustomRange({ range, onChange }: { range: InsightsRange; onChange: (range: InsightsRange) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { from, to };
    const found = rangeProblem(next);
    setProblem(found);
    if (!found) onChange(next);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Custom period" className="flex flex-col gap-2">
      <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <div className="min-w-0">
          <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} required />
        </div>
        <div className="min-w-0">
          <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} required />
        </div>
        <Button type="submit" variant="secondary" className="col-span-2 px-4 sm:col-span-1">
          Show
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      )}
    </form>
  );
}
