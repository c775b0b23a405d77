import { Link } from 'react-router';
import { MOST_POPULAR_STYLE } from '@store/shared/styles';
import { routes } from '#web/config/paths.ts';
import { ProsePage, ProseSection } from '#web/components/prose-page.tsx';
import { useStartRenderHref } from '#web/lib/use-start-render-href.ts';
import { ActionLink } from '../components/action-link.tsx';
import { Checklist } from '../components/checklist.tsx';
import type { ChecklistEntry } from '../components/checklist.tsx';
import { dailyUploads, renderTarget } from '../components/policy-facts.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

const avoid: readonly ChecklistEntry[] = [
  {
    title: 'Cropped wheels or bars',
    detail: 'If the frame of the photo cuts off a wheel, the bars or the exhaust, we have to guess what’s missing.',
  },
  {
    title: 'People on or around the bike',
    detail: 'We render the motorcycle, not the rider. A person sitting on it or standing in front hides the lines.',
  },
  {
    title: 'Busy backgrounds',
    detail: 'Other bikes, cars, tool walls and crowded car parks compete with your bike. Move it somewhere plainer.',
  },
  {
    title: 'Filters and edits',
    detail: 'Skip heavy filters, strong HDR, beauty modes, stickers and text. We paint from the colours we see.',
  },
  {
    title: 'Poor light',
    detail: 'Night shots, harsh midday sun with deep shadows, or the sun right behind the bike all lose detail.',
  },
  {
    title: 'Screenshots and photos of screens',
    detail: 'Screenshots, heavily zoomed images and photos of a monitor are too soft for a sharp render.',
  },
  {
    title: 'Extreme angles',
    detail: 'Shots from straight above or very close with a wide lens stretch the tank and squash the wheels.',
  },
];

const worksBest: readonly ChecklistEntry[] = [
  {
    title: 'The whole bike in frame',
    detail: 'Both wheels, the bars and the tail, with a little space around the bike on every side.',
  },
  {
    title: 'A side view',
    detail: 'Stand square to the side of the bike with the camera at about wheel-hub height. A slight front three-quarter angle works too.',
  },
  {
    title: 'Daylight',
    detail: 'An overcast day or open shade gives soft, even light that shows the paint and chrome as they really are.',
  },
  {
    title: 'A clean, simple background',
    detail: 'A plain wall, an empty road or an open field keeps all the attention on the bike.',
  },
  {
    title: 'The original, full-resolution file',
    detail: 'Upload straight from your camera roll, not from a messaging app that shrinks photos. Any recent phone camera is plenty.',
  },
  {
    title: 'One bike, looking its best',
    detail: 'One motorcycle per photo. Give it a wipe, put it on the side stand and straighten the bars.',
  },
];

const notes: readonly ChecklistEntry[] = [
  {
    title: `${dailyUploads} per day`,
    detail: 'The 24-hour timer starts with your first upload, so choose your best shots before you begin.',
  },
  {
    title: 'One photo per upload',
    detail: 'Upload a single image file (JPEG or PNG are safest) and choose the style you want for it.',
  },
  {
    title: 'Shape follows your photo',
    detail:
      'Landscape photos suit landscape prints and portrait photos suit portrait ones. On your render’s page we mark the closest aspect ratio as Recommended.',
  },
  {
    title: 'Your location stays private',
    detail: 'GPS location and other hidden metadata are stripped from your photo when you upload it.',
  },
  {
    title: 'Not sure which style?',
    detail: (
      <>
        {MOST_POPULAR_STYLE} is the one riders pick most. The <Link to={routes.gallery.href()}>gallery</Link> shows every style on real
        bikes.
      </>
    ),
  },
  {
    title: `Ready in ${renderTarget}`,
    detail: 'That’s our target from upload to finished render. A person reviews every one, and we email you when it’s ready.',
  },
];

export default function UploadChecklistPage() {
  const startRenderHref = useStartRenderHref();
  return (
    <>
      <PageMeta
        title="Upload checklist"
        description="How to take a photo of your motorcycle that makes a great render: what works best and what to avoid."
      />
      <ProsePage
        title="Upload checklist"
        lede="A great render starts with a good photo. Run through this list before you upload: it takes a minute and makes a visible difference to the finished art."
      >
        <ProseSection title="What to avoid">
          <Checklist tone="avoid" entries={avoid} />
        </ProseSection>

        <ProseSection title="What works best">
          <Checklist tone="do" entries={worksBest} />
        </ProseSection>

        <ProseSection title="Helpful notes">
          <Checklist tone="note" entries={notes} />
        </ProseSection>

        <ProseSection title="Final tip">
          <div className="mt-6 rounded-2xl border border-accent/40 bg-accent/10 p-5 sm:p-6">
            <p className="text-lg leading-8 text-stone-100">
              Take three or four photos from slightly different spots, then upload the one where the whole bike is sharp and evenly lit. If
              you remember one rule, make it this: <strong>whole bike, side on, in daylight.</strong>
            </p>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ActionLink to={startRenderHref}>Upload your photo</ActionLink>
            <ActionLink to={routes.gallery.href()} variant="secondary">
              Browse the gallery
            </ActionLink>
          </div>
        </ProseSection>
      </ProsePage>
    </>
  );
}
