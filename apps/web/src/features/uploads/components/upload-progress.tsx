/** The share of the photo sent so far, as a real progress bar. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.min(100, Math.max(0, Math.round(fraction * 100)));
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent < 100 ? `${percent}%` : 'Sent, processing your photo'}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-800"
      >
        <div
          className="h-full rounded-full bg-accent motion-safe:transition-[width] motion-safe:duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-stone-300" aria-hidden="true">
        {percent < 100 ? `${percent}%` : 'Processing your photo...'}
      </p>
    </div>
  );
}
