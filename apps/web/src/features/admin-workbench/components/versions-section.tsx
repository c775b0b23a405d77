import type { Workbench } from '@store/shared/production';
import { VERSION_SOURCE_LABELS, hasCrops, isUnderWay, liveVersionId, newestReadyVersion } from '../workbench-display.ts';
import { EarlierVersions } from './earlier-versions.tsx';
import { PublishControl } from './publish-control.tsx';
import { VersionCrops } from './version-crops.tsx';
import { WorkProgress } from './work-progress.tsx';
import { WorkbenchSection } from './workbench-section.tsx';

/** Versions being prepared, the newest ready one with its crops and Publish, and the ones before it. */
export function VersionsSection({ workbench }: { workbench: Workbench }) {
  const { render, versions } = workbench;
  const featured = newestReadyVersion(versions);
  const inTheWorks = versions.filter((version) => isUnderWay(version) && !hasCrops(version));
  const earlier = versions.filter((version) => version !== featured && !isUnderWay(version));
  const live = liveVersionId(versions);
  return (
    <WorkbenchSection title="Versions" testId="versions">
      {versions.length === 0 && <p className="text-sm text-stone-300">No versions yet. Use a draft or upload your own finished image.</p>}
      {inTheWorks.map((version) => (
        <div key={version.id} className="flex flex-col gap-1 rounded-xl border border-line p-3" data-testid="version-in-the-works">
          <p className="text-sm font-semibold text-stone-100">
            Version {version.number} <span className="font-normal text-stone-300">· {VERSION_SOURCE_LABELS[version.source]}</span>
          </p>
          <WorkProgress
            label={`Version ${version.number} progress`}
            text={version.status === 'queued' ? 'Waiting to make the five crops' : 'Making the five crops...'}
          />
        </div>
      ))}
      {featured && (
        <div className="flex flex-col gap-4" data-testid="featured-version" data-version-id={featured.id}>
          <h3 className="font-semibold text-stone-100">
            Version {featured.number} <span className="font-normal text-stone-300">· {VERSION_SOURCE_LABELS[featured.source]}</span>
          </h3>
          {isUnderWay(featured) && <WorkProgress label={`Version ${featured.number} progress`} text="Making the moved crop again..." />}
          <VersionCrops renderId={render.id} version={featured} />
          <PublishControl
            key={featured.id}
            renderId={render.id}
            version={featured}
            live={featured.id === live && workbench.stage === 'complete'}
            customerName={render.customerName}
          />
        </div>
      )}
      <EarlierVersions versions={earlier} />
    </WorkbenchSection>
  );
}
