import { ASPECT_RATIO_INFO, type AspectRatio } from '@store/shared/catalog';

/** One link per aspect ratio to a render's full-resolution file, as the order history and a purchased render list them. */
export function DownloadLinkList({
  links,
  className = '',
}: {
  links: ReadonlyArray<{ ratio: AspectRatio; url: string }>;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.ratio}>
          <a
            href={link.url}
            className="inline-block rounded-md border border-stone-700 px-2.5 py-1 text-sm hover:border-accent hover:text-accent"
          >
            {ASPECT_RATIO_INFO[link.ratio].label}
          </a>
        </li>
      ))}
    </ul>
  );
}
