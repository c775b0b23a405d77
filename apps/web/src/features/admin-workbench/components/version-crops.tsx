import type { RenderVersion } from '@store/shared/production';
import { cropSummaries } from '../workbench-display.ts';

/** The five ratio crops of a version as customers will get them, each with its size and the largest canvas it prints sharply. */
export function VersionCrops({ version }: { version: RenderVersion }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label={`Version ${version.number} crops`}>
      {cropSummaries(version).map((crop) => (
        <li key={crop.ratio} data-testid="version-crop" data-ratio={crop.ratio} className="flex min-w-0 flex-col gap-2">
          <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-line bg-stone-950">
            <img
              src={crop.previewUrl}
              alt={`Version ${version.number}, ${crop.label} crop`}
              loading="lazy"
              className="size-full object-contain"
              draggable={false}
            />
          </div>
          <div className="text-xs leading-snug">
            <p className="font-semibold text-stone-100">{crop.label}</p>
            <p className="text-stone-300">{crop.pixels}</p>
            <p className={crop.sharp ? 'text-emerald-300' : 'text-amber-300'}>{crop.print}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
