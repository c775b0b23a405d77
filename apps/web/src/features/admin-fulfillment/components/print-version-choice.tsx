import { useId, useState } from 'react';
import type { PrintVersion, PrintVersionOption } from '@store/shared/orders';
import { PRINT_VERSION_MESSAGES } from '@store/shared/revision-purchases';
import { Button } from '#web/components/button.tsx';
import { useChoosePrintVersion } from '../api/choose-print-version.ts';

/** Which version each canvas of the order prints; after a revision, the choice staff make before it goes to print. */
export function PrintVersions({ orderId, versions }: { orderId: string; versions: PrintVersion[] }) {
  return (
    <div className="flex flex-col gap-4">
      {versions.map((version) =>
        version.needsChoice ? (
          <PrintVersionChoice key={version.renderId} orderId={orderId} version={version} />
        ) : (
          <p key={version.renderId} className="text-sm text-stone-300" data-testid="print-version">
            {version.style} canvas prints{' '}
            <span className="font-semibold text-stone-100">
              {version.printing ? `version ${version.printing.number}` : 'the published version'}
            </span>
            {version.sentToPrint && version.published && version.printing && version.published.id !== version.printing.id
              ? `; version ${version.published.number} came after it went to print.`
              : '.'}
          </p>
        ),
      )}
    </div>
  );
}

function PrintVersionChoice({ orderId, version }: { orderId: string; version: PrintVersion }) {
  const headingId = useId();
  const [chosen, setChosen] = useState<string>(version.printing?.id ?? version.options[0]?.id ?? '');
  const choose = useChoosePrintVersion();
  const shown = version.options.filter((option) => option.id === version.printing?.id || option.id === version.published?.id);
  return (
    <fieldset
      aria-labelledby={headingId}
      data-testid="print-version-choice"
      className="rounded-xl border border-amber-500/50 bg-amber-500/10 p-3 text-sm sm:p-4"
    >
      <legend id={headingId} className="sr-only">
        Choose which version of the {version.style} render to print
      </legend>
      <p className="font-semibold text-amber-100">Choose which version to print</p>
      <p className="mt-1 text-stone-200">
        A revision of the {version.style} render was published after this order was paid. {PRINT_VERSION_MESSAGES.waiting}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {shown.map((option) => (
          <VersionCard
            key={option.id}
            option={option}
            name={`print-version-${orderId}-${version.renderId}`}
            note={option.id === version.printing?.id ? 'the one ordered' : 'the newest'}
            checked={chosen === option.id}
            onChange={() => setChosen(option.id)}
          />
        ))}
      </div>
      <Button
        className="mt-3 w-full px-3 py-1.5 text-sm sm:w-auto"
        disabled={choose.isPending || !chosen}
        onClick={() => choose.mutate({ orderId, renderId: version.renderId, versionId: chosen })}
      >
        {choose.isPending ? 'Saving...' : `Print version ${version.options.find((option) => option.id === chosen)?.number ?? ''}`}
      </Button>
      {choose.isError && (
        <p role="alert" className="mt-2 text-red-300">
          {choose.error.message || 'Could not save the choice. Please try again.'}
        </p>
      )}
    </fieldset>
  );
}

function VersionCard({
  option,
  name,
  note,
  checked,
  onChange,
}: {
  option: PrintVersionOption;
  name: string;
  note: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={`flex cursor-pointer flex-col gap-2 rounded-lg border p-2 ${checked ? 'border-accent bg-accent/10' : 'border-line bg-stone-950'}`}
    >
      {option.thumbnailUrl ? (
        <img
          src={option.thumbnailUrl}
          alt={`Version ${option.number}`}
          loading="lazy"
          className="aspect-square w-full rounded-md bg-stone-900 object-contain"
        />
      ) : (
        <span className="flex aspect-square w-full items-center justify-center rounded-md bg-stone-900 text-xs text-muted">No preview</span>
      )}
      <span className="flex items-center gap-2">
        <input type="radio" name={name} value={option.id} checked={checked} onChange={onChange} className="accent-accent" />
        <span>
          <span className="font-semibold text-stone-100">Version {option.number}</span>
          <span className="block text-xs text-stone-300">{note}</span>
        </span>
      </span>
    </label>
  );
}
