import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root; every output location is taken from here. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Home page and about page imagery (generate.ts). */
export const siteAssetsDir = path.join(repoRoot, 'apps/web/src/assets');

/** Sample gallery images and their typed index (gallery.ts). */
export const gallerySamplesDir = path.join(repoRoot, 'apps/web/src/features/gallery/samples');

/** The render engine's test photos and masks (fixtures.ts). */
export const engineFixturesDir = path.join(repoRoot, 'packages/render-engine/fixtures');

/** Set ART_PREVIEW_DIR to also write PNG copies there. */
export const previewDir = process.env.ART_PREVIEW_DIR;
