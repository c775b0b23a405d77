import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Backdrop, defaultBackdrop, STYLE_BACKDROPS, STYLES, type Style } from '@store/shared/styles';
import { STYLE_RECIPES } from './recipes.ts';
import type { Stage } from './paint/types.ts';

const STAGE: Stage = { width: 600, height: 400, ground: { x: 300, y: 330, halfWidth: 180, top: 120 } };

function scene(style: Style, backdrop: Backdrop): string {
  const draw = STYLE_RECIPES[style].scenes[backdrop];
  if (!draw) throw new Error(`${style} has no ${backdrop} scene`);
  return draw(STAGE);
}

describe('style backgrounds', () => {
  for (const style of STYLES) {
    for (const backdrop of STYLE_BACKDROPS[style].filter((name) => name !== 'photo' && name !== 'plain')) {
      it(`draws the ${style} ${backdrop} scene as the same SVG every time, rendering at the stage's size`, async () => {
        const svg = scene(style, backdrop);
        expect(scene(style, backdrop)).toBe(svg);
        expect(svg).not.toMatch(/<text|href="http/);
        const rendered = await sharp(Buffer.from(svg)).metadata();
        expect([rendered.width, rendered.height]).toEqual([STAGE.width, STAGE.height]);
      });
    }
  }

  it('gives each style its own look', async () => {
    const means = await Promise.all(
      STYLES.map(async (style) => {
        const { channels } = await sharp(Buffer.from(scene(style, defaultBackdrop(style)))).stats();
        return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
      }),
    );
    expect(new Set(means.map((mean) => mean.join(','))).size).toBe(STYLES.length);
    const cyberpunk = means[STYLES.indexOf('Cyberpunk')]!;
    expect(Math.max(...cyberpunk)).toBeLessThan(90);
  });
});
