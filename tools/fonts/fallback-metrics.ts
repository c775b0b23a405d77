/**
 * Measures, in Chromium, the overrides that make a local fallback font take the brand fonts'
 * room: the fallback is scaled so a sample paragraph is as wide (size-adjust), and its ascent and
 * descent are set to the brand font's, so swapping in the web font moves nothing.
 * `npm run fonts:fallbacks` prints the @font-face rules kept in apps/web/src/fonts.css.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(new URL('../../apps/web/package.json', import.meta.url));
const SAMPLE = 'Turn a photo of your motorcycle into custom art: Retro, Cartoon, Anime or Cyberpunk. FREQUENTLY ASKED QUESTIONS 0123456789';
const FONTS = [
  { name: 'Inter', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', fallback: 'Arial', weight: 400 },
  { name: 'Oswald', file: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2', fallback: 'Arial', weight: 600 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const font of FONTS) {
    const data = readFileSync(require.resolve(font.file)).toString('base64');
    const metrics = await page.evaluate(
      async ({ name, data, fallback, weight, sample }) => {
        const face = new FontFace(name, `url(data:font/woff2;base64,${data})`, { weight: '100 900' });
        document.fonts.add(await face.load());
        const context = document.createElement('canvas').getContext('2d')!;
        const measure = (family: string) => {
          context.font = `${weight} 100px ${family}`;
          const text = context.measureText(sample);
          return { width: text.width, ascent: text.fontBoundingBoxAscent, descent: text.fontBoundingBoxDescent };
        };
        return { brand: measure(`"${name}"`), local: measure(fallback) };
      },
      { name: font.name, data, fallback: font.fallback, weight: font.weight, sample: SAMPLE },
    );
    const sizeAdjust = metrics.brand.width / metrics.local.width;
    const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
    console.log(`@font-face {
  font-family: '${font.name} Fallback';
  src: local('${font.fallback}');
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(metrics.brand.ascent / 100 / sizeAdjust)};
  descent-override: ${percent(metrics.brand.descent / 100 / sizeAdjust)};
  line-gap-override: 0%;
}`);
  }
} finally {
  await browser.close();
}
