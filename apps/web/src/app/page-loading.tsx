/** Shown while the first page's chunk loads. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="h-10 w-10 rounded-full border-4 border-stone-700 border-t-accent motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
