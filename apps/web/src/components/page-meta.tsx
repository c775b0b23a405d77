const SITE_NAME = 'MotoMuse';

type PageMetaProps = {
  /** What the page is, before the site's name: "Gallery" gives "Gallery · MotoMuse". */
  title: string;
  /** The sentence search results show; public pages only. */
  description?: string;
};

/** The document's title and description for one page; React hoists them into the head, the prerender writes them there. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
