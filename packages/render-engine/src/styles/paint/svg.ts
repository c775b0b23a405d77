import type { Stage } from './types.ts';

export function svgDocument(stage: Stage, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${stage.width}" height="${stage.height}" viewBox="0 0 ${stage.width} ${stage.height}">${body}</svg>`;
}

/** A soft contact shadow: an ellipse under the wheels fading out from its centre. */
export function groundShadow(stage: Stage, colour = '#000', opacity = 0.55): string {
  const { ground } = stage;
  const rx = ground.halfWidth * 1.15;
  const ry = Math.max(4, (ground.y - ground.top) * 0.07);
  return (
    `<defs><radialGradient id="ground-shadow"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${colour}" stop-opacity="${opacity * 0.55}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${ground.x.toFixed(1)}" cy="${(ground.y - ry * 0.15).toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#ground-shadow)"/>`
  );
}

/** The plain light studio backdrop used when the customer asked for no background. */
export function studioBackdrop(stage: Stage): string {
  return svgDocument(
    stage,
    `<defs><linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f6f3"/><stop offset="1" stop-color="#e4e1db"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#studio)"/>${groundShadow(stage, '#3a3530', 0.45)}`,
  );
}
