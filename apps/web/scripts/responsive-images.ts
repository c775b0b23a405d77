/**
 * Narrower copies of the large page images (`node apps/web/scripts/responsive-images.ts`), so a
 * phone downloads a size near its screen's width through `srcset`. Run again after changing an image.
 */
import { join } from 'node:path';
import sharp from 'sharp';

const ASSETS = join(import.meta.dirname, '../src/assets');
const NARROW_WIDTH = 800;
const LARGE_IMAGES = ['hero-before', 'hero-after', 'about-workshop'];

for (const name of LARGE_IMAGES) {
  await sharp(join(ASSETS, `${name}.webp`))
    .resize({ width: NARROW_WIDTH })
    .webp({ quality: 78, effort: 6 })
    .toFile(join(ASSETS, `${name}-${NARROW_WIDTH}.webp`));
}
