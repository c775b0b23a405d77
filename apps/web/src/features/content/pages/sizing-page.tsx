import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ASPECT_RATIO_INFO, ASPECT_RATIOS, BORDER_STYLE_LABELS, BORDER_STYLES } from '@store/shared/catalog';
import type { AspectRatio, BorderStyle } from '@store/shared/catalog';
import { routes } from '#web/config/paths.ts';
import { Modal } from '#web/components/modal.tsx';
import { ProsePage, ProseSection } from '#web/components/prose-page.tsx';
import { ActionLink } from '../components/action-link.tsx';
import { BorderStyleIllustration } from '../components/border-style-illustration.tsx';
import { formatCentimetres, formatInches, parseCanvasSize, toCentimetres } from '../components/canvas-size.ts';
import { canvasPriceCents, digitalDownloadPriceCents } from '@store/shared/catalog-prices';
import { formatShortDollars } from '@store/shared/prices';
import { useShownCatalog } from '#web/lib/api/get-catalog.ts';
import { aspectRatioCount } from '../components/policy-facts.ts';
import { renderReturnPath } from '../components/render-return-path.ts';
import { textLinkClass } from '../components/text-link.tsx';
import { HANGING_GAP_IN, SOFA_WIDTH_IN, WallMockup } from '../components/wall-mockup.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

type SelectedSize = { ratio: AspectRatio; size: string };

const BACK_TO_RENDER = 'Back to your render';

const ratioUses: Record<AspectRatio, string> = {
  '1x1':
    'Balanced and compact. Square canvases look great in a row or a grid, and suit a bike photographed close with the wheels filling the frame.',
  '4x5':
    'A classic portrait shape, just taller than it is wide. The smallest size fits a desk or a shelf; the largest holds its own on a feature wall.',
  '2x3': 'Tall and dramatic, for hallways, stairwells and narrow walls, or a bike shot from the front three-quarter.',
  '3x2': 'The widest shape and the natural fit for a side-on bike photo: made for the wall above a sofa, bed or sideboard.',
  '5x4': 'A gentler landscape, a little wider than it is tall, that is easy to place almost anywhere.',
};

const borderStyleDescriptions: Record<BorderStyle, string> = {
  'full-wrap':
    'The picture continues around the sides of the wooden frame, so the canvas looks finished from every angle and needs no frame. The outer edge of the image folds onto the sides; the preview on each render’s page marks exactly what wraps.',
  'white-border':
    'The whole picture stays on the front and the sides are plain white canvas. Nothing near the edges is lost, which suits tightly framed photos or a float frame.',
};

/** Longest side across the catalogue, to draw each size's thumbnail in proportion to the others. */
const largestSide = Math.max(
  ...ASPECT_RATIOS.flatMap((ratio) =>
    ASPECT_RATIO_INFO[ratio].sizes.map((size) => {
      const { width, height } = parseCanvasSize(size);
      return Math.max(width, height);
    }),
  ),
);

function ChoosingASizeSection() {
  return (
    <ProseSection title="Choosing a size">
      <ul>
        <li>
          <strong>Match the shape to your photo.</strong> On each render’s page we mark the aspect ratio closest to your original photo as
          Recommended; it keeps the most of your bike in the picture.
        </li>
        <li>
          <strong>Measure the space.</strong> Above a sofa or sideboard, art looks balanced at roughly half to two-thirds of the furniture’s
          width. Our largest canvases ({largestSide}″) suit a loveseat or sideboard, or hang two side by side above a full sofa.
        </li>
        <li>
          <strong>Think about distance.</strong> Small sizes are for desks, shelves and hallways you walk past up close; large ones are for
          walls you see from across the room.
        </li>
      </ul>
    </ProseSection>
  );
}

/** One aspect ratio: what it suits, and its sizes to pick from. */
function RatioSection({ ratio, onSelect }: { ratio: AspectRatio; onSelect: (size: string) => void }) {
  const info = ASPECT_RATIO_INFO[ratio];
  const catalog = useShownCatalog();
  return (
    <ProseSection title={info.label} id={`ratio-${ratio}`}>
      <p>{ratioUses[ratio]}</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {info.sizes.map((size) => (
          <li key={size} className="flex">
            <SizeButton size={size} priceCents={canvasPriceCents(catalog, ratio, size)} onSelect={() => onSelect(size)} />
          </li>
        ))}
      </ul>
    </ProseSection>
  );
}

function BorderStylesSection() {
  return (
    <ProseSection title={`${BORDER_STYLE_LABELS['full-wrap']} or ${BORDER_STYLE_LABELS['white-border']}?`}>
      <p>Every canvas is stretched over a wooden frame. You choose what happens at the sides:</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {BORDER_STYLES.map((borderStyle) => (
          <div key={borderStyle} className="flex flex-col gap-4 rounded-xl border border-line bg-panel p-5">
            <BorderStyleIllustration borderStyle={borderStyle} />
            <div>
              <h3 className="font-display text-xl font-medium tracking-wide text-stone-100">{BORDER_STYLE_LABELS[borderStyle]}</h3>
              <p className="mt-2 text-sm leading-6 text-stone-300">{borderStyleDescriptions[borderStyle]}</p>
            </div>
          </div>
        ))}
      </div>
      <p>Both are stretched by hand, so the edges can show slight imperfections. That’s the nature of a handmade canvas, not a defect.</p>
    </ProseSection>
  );
}

function PrintItYourselfSection() {
  const digitalPrice = digitalDownloadPriceCents(useShownCatalog());
  return (
    <ProseSection title="Prefer to print it yourself?">
      <p>
        The {digitalPrice === null ? '' : `${formatShortDollars(digitalPrice)} `}digital download includes your render in all{' '}
        {aspectRatioCount} aspect ratios, emailed the moment you pay. More answers in the <Link to={routes.faq.href()}>FAQ</Link>.
      </p>
    </ProseSection>
  );
}

export default function SizingPage() {
  const [selected, setSelected] = useState<SelectedSize | null>(null);
  const [searchParams] = useSearchParams();
  const backToRender = renderReturnPath(searchParams.get('from'));

  return (
    <>
      <PageMeta
        title="Canvas sizing guide"
        description="Canvas sizes for every aspect ratio, how big each looks on a wall, and which border style to choose."
      />
      <ProsePage
        title="Canvas sizing guide"
        lede={
          <>
            {`Every render can be printed on canvas in the sizes below. Pick a size to see it on a living-room wall, drawn to scale above an ${SOFA_WIDTH_IN}″ sofa.`}
            {backToRender && (
              <Link to={backToRender} className={`mt-3 block w-fit ${textLinkClass}`}>
                <span aria-hidden="true">← </span>
                {BACK_TO_RENDER}
              </Link>
            )}
          </>
        }
      >
        <ChoosingASizeSection />

        {ASPECT_RATIOS.map((ratio) => (
          <RatioSection key={ratio} ratio={ratio} onSelect={(size) => setSelected({ ratio, size })} />
        ))}

        <BorderStylesSection />

        <PrintItYourselfSection />

        {backToRender && (
          <div className="mt-10">
            <ActionLink to={backToRender}>{BACK_TO_RENDER}</ActionLink>
          </div>
        )}

        <Modal
          open={selected !== null}
          onClose={() => setSelected(null)}
          title={selected ? `${formatInches(selected.size)} · ${ASPECT_RATIO_INFO[selected.ratio].label}` : ''}
          size="lg"
        >
          {selected ? <SizePreview size={selected.size} /> : null}
        </Modal>
      </ProsePage>
    </>
  );
}

function SizeButton({ size, priceCents, onSelect }: { size: string; priceCents: number | null; onSelect: () => void }) {
  const { width, height } = parseCanvasSize(size);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onSelect}
      className="flex w-full flex-col items-center gap-3 rounded-xl border border-line bg-panel px-3 py-4 font-medium text-stone-100 transition-colors hover:border-accent hover:text-accent"
    >
      <span aria-hidden="true" className="flex size-10 items-end justify-center">
        <span
          className="block rounded-[2px] border border-accent/70 bg-accent/15"
          style={{ width: `${(width / largestSide) * 100}%`, height: `${(height / largestSide) * 100}%` }}
        />
      </span>
      <span className="flex flex-col items-center gap-0.5">
        {formatInches(size)}
        {priceCents !== null && (
          <span data-testid="size-price" className="text-sm font-semibold text-accent">
            {formatShortDollars(priceCents)}
          </span>
        )}
      </span>
    </button>
  );
}

function SizePreview({ size }: { size: string }) {
  return (
    <figure>
      <WallMockup size={size} />
      <figcaption className="mt-4 text-sm leading-6 text-stone-300">
        <span className="block text-base font-medium text-stone-100">
          {formatInches(size)} canvas ({formatCentimetres(size)})
        </span>
        Shown to scale above an {SOFA_WIDTH_IN}″ ({toCentimetres(SOFA_WIDTH_IN)} cm) sofa, hung {HANGING_GAP_IN}″ above the back cushions.
      </figcaption>
    </figure>
  );
}
