/** A small image of the queue; opens the full file in a new tab so staff can inspect it. */
type QueueThumbnailProps = { src: string | undefined; href: string | undefined; alt: string; size?: 'md' | 'lg'; emptyLabel?: string };

export function QueueThumbnail({ src, href, alt, size = 'md', emptyLabel = 'None' }: QueueThumbnailProps) {
  const box = size === 'lg' ? 'aspect-square w-full' : 'size-16';
  if (!src) {
    return (
      <span className={`${box} flex items-center justify-center rounded-lg border border-dashed border-stone-700 text-xs text-muted`}>
        {emptyLabel}
      </span>
    );
  }
  const image = <img src={src} alt={alt} loading="lazy" decoding="async" className="size-full object-contain" />;
  return (
    <span className={`${box} block overflow-hidden rounded-lg border border-line bg-stone-950`}>
      {href ? (
        <a href={href} target="_blank" rel="noopener" className="block size-full hover:opacity-90">
          {image}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        image
      )}
    </span>
  );
}
