import { useState } from 'react';
import type { AspectRatio } from '@store/shared/catalog';
import type { RenderVersion } from '@store/shared/production';
import { cropSummaries, isCropEditable } from '../workbench-display.ts';
import { CropEditor } from './crop-editor.tsx';

/**
 * The five ratio crops of a version as customers will get them, each with its size and the largest
 * canvas it prints sharply; before publishing, staff adjust any of them.
 */
export function VersionCrops({ renderId, version }: { renderId: string; version: RenderVersion }) {
  const [editing, setEditing] = useState<AspectRatio | null>(null);
  const editable = isCropEditable(version);
  const edited = editing ? version.results[editing] : undefined;
  return (
    <div className="flex flex-col gap-4">
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
            {editable && crop.adjustable && (
              <button
                type="button"
                onClick={() => setEditing(crop.ratio)}
                aria-pressed={editing === crop.ratio}
                className="self-start rounded-md border border-stone-600 px-2.5 py-1 text-xs font-semibold text-stone-100 hover:border-accent hover:text-accent aria-pressed:border-accent aria-pressed:text-accent"
              >
                Adjust crop<span className="sr-only"> {crop.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {editable && editing && edited?.crop && version.image && (
        <CropEditor
          key={`${editing}-${edited.crop.left}-${edited.crop.top}-${edited.crop.width}`}
          renderId={renderId}
          versionId={version.id}
          ratio={editing}
          image={version.image}
          imageUrl={version.sourceUrl}
          subject={version.subject}
          initial={edited.crop}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
