/** Strokes the builds share: a painted band, an outline, a sheen. */
import { blurFilter, type BikeStyle, type RenderContext } from './bike-geometry.ts';

export const f = (n: number) => +n.toFixed(1);

/** A paint band across a body part: `d` clipped to `clip`, flat in both modes. */
export function band(ctx: RenderContext, st: BikeStyle, clip: string, d: string, color: string) {
  const id = ctx.id('bc');
  ctx.defs.push(`<clipPath id="${id}"><path d="${clip}"/></clipPath>`);
  return `<g clip-path="url(#${id})"><path d="${d}" fill="${color}"/></g>`;
}

export function outline(st: BikeStyle, d: string, w = st.ow) {
  return st.mode === 'toon' ? `<path d="${d}" fill="none" stroke="${st.ink}" stroke-width="${w}" stroke-linejoin="round"/>` : '';
}

/** Soft sheen along the top of a painted part (photo) or a crisp highlight stroke (toon). */
export function sheen(ctx: RenderContext, st: BikeStyle, d: string, width = 7) {
  if (st.mode === 'photo')
    return `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity="0.8" filter="url(#${blurFilter(ctx, 3)})"/>`;
  return `<path d="${d}" fill="none" stroke="${st.shine}" stroke-width="${f(width * 0.85)}" stroke-linecap="round"/>`;
}
