import { ASPECT_RATIO_INFO } from '@store/shared/catalog';
import { Modal } from '#web/components/modal.tsx';
import type { GallerySample } from '../samples/gallery-samples.ts';
import { GalleryImage } from './gallery-image.tsx';

type SampleLightboxProps = {
  sample: GallerySample | null;
  onClose: () => void;
};

const IMAGE_CLASSES = 'mx-auto block h-auto max-h-[65vh] w-auto max-w-full rounded-xl border border-line bg-stone-900';

/** The original photo beside the watermarked render; Escape, the Close button or the backdrop close it. */
export function SampleLightbox({ sample, onClose }: SampleLightboxProps) {
  return (
    <Modal open={sample !== null} onClose={onClose} title={sample?.title ?? ''} size="xl">
      {sample ? (
        <>
          <div className="grid grid-cols-2 gap-4" data-testid="sample-comparison">
            <figure>
              <GalleryImage
                src={sample.original.large}
                width={sample.width}
                height={sample.height}
                alt={`Original photo: ${sample.title}`}
                className={IMAGE_CLASSES}
              />
              <figcaption className="mt-2 text-center text-sm font-semibold tracking-wider text-stone-300 uppercase">Original</figcaption>
            </figure>
            <figure>
              <GalleryImage
                src={sample.preview}
                width={sample.width}
                height={sample.height}
                alt={`${sample.style} render, watermarked preview: ${sample.title}`}
                className={IMAGE_CLASSES}
              />
              <figcaption className="mt-2 text-center text-sm font-semibold tracking-wider text-stone-300 uppercase">Render</figcaption>
            </figure>
          </div>
          <p className="mt-5 text-sm text-muted">
            {sample.style} style, {ASPECT_RATIO_INFO[sample.aspectRatio].label}. Previews carry our watermark; your own render comes without
            it.
          </p>
        </>
      ) : null}
    </Modal>
  );
}
