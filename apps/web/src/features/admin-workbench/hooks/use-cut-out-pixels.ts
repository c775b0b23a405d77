import { useEffect, useState } from 'react';
import { loadPixels, maskFromPixels } from '../cut-out/mask-files.ts';
import { edgeStrength, type PhotoPixels } from '../cut-out/photo-edges.ts';

export type CutOutPixels = { photo: PhotoPixels; edges: Float32Array; mask: Uint8Array };

type Loading = { state: 'loading' } | { state: 'ready'; pixels: CutOutPixels } | { state: 'failed' };
type Loaded = { key: string; pixels: CutOutPixels | null };

/** The photo (with its edges, for the snapping brush) and the cut-out, both at the mask's size; loaded again when the cut-out changes. */
export function useCutOutPixels(photoUrl: string, maskUrl: string, width: number, height: number): Loading {
  const key = `${photoUrl} ${maskUrl} ${width}x${height}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([loadPixels(photoUrl, width, height), loadPixels(maskUrl, width, height)]).then(
      ([photo, mask]) => {
        if (current) setLoaded({ key, pixels: { photo, edges: edgeStrength(photo), mask: maskFromPixels(mask) } });
      },
      () => {
        if (current) setLoaded({ key, pixels: null });
      },
    );
    return () => {
      current = false;
    };
  }, [key, photoUrl, maskUrl, width, height]);
  if (loaded?.key !== key) return { state: 'loading' };
  return loaded.pixels ? { state: 'ready', pixels: loaded.pixels } : { state: 'failed' };
}
