import { Button } from '#web/components/button.tsx';
import { STYLE_FILTERS, type StyleFilter as StyleFilterValue } from '../gallery-filter.ts';

type StyleFilterProps = {
  value: StyleFilterValue;
  onChange: (filter: StyleFilterValue) => void;
};

/** Toggle buttons All, Retro, Cartoon, Anime, Cyberpunk; the pressed one is the current filter. */
export function StyleFilter({ value, onChange }: StyleFilterProps) {
  return (
    <div role="group" aria-label="Filter by style" className="flex flex-wrap gap-2">
      {STYLE_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <Button
            key={filter}
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className="rounded-full px-4 py-2 text-sm"
          >
            {filter}
          </Button>
        );
      })}
    </div>
  );
}
