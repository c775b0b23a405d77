/**
 * The mark laid over every public preview: the shop's bike glyph tiled on a diagonal, drawn
 * as paths so it renders the same on any server (no fonts needed).
 */
export function watermarkSvg(width: number, height: number): Buffer {
  const tile = Math.max(120, Math.round(Math.min(width, height) / 4));
  const glyph = (size: number) => `
    <g fill="none" stroke-linecap="round" stroke-linejoin="round" transform="scale(${size / 64})">
      <circle cx="18" cy="42" r="10" stroke-width="4"/>
      <circle cx="46" cy="42" r="10" stroke-width="4"/>
      <path d="M18 42 L30 26 H40 L46 42 M28 26 L24 18 H16" stroke-width="4"/>
    </g>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <pattern id="mark" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
      <g stroke="#ffffff" stroke-opacity="0.28">${glyph(tile * 0.42)}</g>
      <g stroke="#000000" stroke-opacity="0.18" transform="translate(${tile / 2} ${tile / 2})">${glyph(tile * 0.42)}</g>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#mark)"/>
  <g stroke="#ffffff" stroke-opacity="0.55" transform="translate(${width / 2 - tile * 0.6} ${height / 2 - tile * 0.6})">${glyph(tile * 1.2)}</g>
</svg>`);
}
