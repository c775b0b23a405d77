import { describe, expect, it } from 'vitest';
import type { Catalog } from '@store/shared/catalog-schemas';
import {
  MAX_QUANTITY,
  canvasEntry,
  firstSize,
  isForSale,
  productChoices,
  productSearch,
  purchaseOf,
  selectionFromSearch,
  sizingGuideHref,
  quantityFromInput,
  ratioOptionLabel,
  selectedSize,
  sizeOptions,
  totalCents,
} from './product-options.ts';
import { digitalDownloadEntry as digitalEntry, digitalDownloadLabel as digitalButtonLabel } from '@store/shared/cart';
import { formatShortDollars as shortDollars } from '@store/shared/prices';

const result = (name: string, width = 4000, height = 4000) => ({ preview: `/previews/${name}.webp`, width, height });

const render = {
  id: 'r1',
  style: 'Anime' as const,
  status: 'complete' as const,
  width: 6000,
  height: 4000,
  results: { '1x1': result('1x1'), '2x3': result('2x3', 4000, 6000), '3x2': result('3x2', 6000, 4000) },
};

const catalog: Catalog = {
  ratios: [
    {
      ratio: '1x1',
      label: '1x1 Square',
      sizes: [
        { size: '12x12', unitPriceCents: 5900, variantId: 'v12', priceId: 'p12' },
        { size: '16x16', unitPriceCents: 0, variantId: 'v16', priceId: null },
      ],
    },
    {
      ratio: '2x3',
      label: '2x3 Portrait',
      sizes: [
        { size: '12x18', unitPriceCents: 6900, variantId: 'v18', priceId: 'p18' },
        { size: '24x36', unitPriceCents: 16900, variantId: 'v36', priceId: 'p36' },
      ],
    },
  ],
  digital: { size: 'Digital Download', unitPriceCents: 1000, variantId: null, priceId: 'pd' },
};

describe('productChoices', () => {
  it('offers only ratios with results and starts on the one closest to the original photo', () => {
    expect(productChoices(render)).toEqual({ ratios: ['1x1', '2x3', '3x2'], recommended: '3x2', initialRatio: '3x2' });
  });

  it('is null for a render that is not finished or has no results', () => {
    expect(productChoices({ ...render, status: 'pending' })).toBeNull();
    expect(productChoices({ ...render, status: 'deleted' })).toBeNull();
    expect(productChoices({ ...render, results: {} })).toBeNull();
  });

  it('falls back to the first ratio when the original has no usable size', () => {
    expect(productChoices({ ...render, width: 0, height: 0 })?.initialRatio).toBe('1x1');
  });
});

describe('sizes', () => {
  const portrait = render.results['2x3'];

  it('lists the catalogue sizes of a ratio and starts on the first', () => {
    expect(sizeOptions(catalog, '2x3', portrait).map((size) => size.size)).toEqual(['12x18', '24x36']);
    expect(firstSize(catalog, '2x3', portrait)?.size).toBe('12x18');
  });

  it('offers only the sizes the print file covers at 150 ppi, and none without a file', () => {
    // 24x36 needs 3600 x 5400 pixels.
    expect(sizeOptions(catalog, '2x3', { width: 2000, height: 3000 }).map((size) => size.size)).toEqual(['12x18']);
    expect(selectedSize(catalog, '2x3', { width: 2000, height: 3000 }, '24x36')?.size).toBe('12x18');
    expect(firstSize(catalog, '2x3', { width: 1000, height: 1500 })).toBeNull();
    expect(sizeOptions(catalog, '2x3', undefined)).toEqual([]);
  });

  it('opens on a ratio that sells a canvas', () => {
    const softSquare = { ...render, width: 3000, height: 4000, results: { ...render.results, '1x1': result('1x1', 1000, 1000) } };
    expect(productChoices(softSquare)).toMatchObject({ ratios: ['2x3', '3x2'], initialRatio: '2x3' });
  });

  it('lists an unpriced ratio at $0, not for sale', () => {
    expect(sizeOptions(catalog, '3x2', render.results['3x2'])).toEqual([
      { size: '30x20', unitPriceCents: 0, variantId: null, priceId: null },
      { size: '36x24', unitPriceCents: 0, variantId: null, priceId: null },
    ]);
    expect(isForSale(firstSize(catalog, '3x2', render.results['3x2'])!)).toBe(false);
  });

  it('keeps a chosen size of the ratio and resets one from another ratio to the first', () => {
    expect(selectedSize(catalog, '2x3', portrait, '24x36')?.size).toBe('24x36');
    expect(selectedSize(catalog, '1x1', render.results['1x1'], '24x36')?.size).toBe('12x12');
  });

  it('sells only priced sizes', () => {
    expect(isForSale({ unitPriceCents: 5900 })).toBe(true);
    expect(isForSale({ unitPriceCents: 0 })).toBe(false);
  });
});

describe('quantity and total', () => {
  it('takes a whole number of at least 1, anything else becomes 1', () => {
    expect(quantityFromInput('3')).toBe(3);
    expect(quantityFromInput('')).toBe(1);
    expect(quantityFromInput('0')).toBe(1);
    expect(quantityFromInput('-2')).toBe(1);
    expect(quantityFromInput('2.5')).toBe(1);
    expect(quantityFromInput('abc')).toBe(1);
  });

  it('never goes above what the cart accepts', () => {
    expect(quantityFromInput('500')).toBe(MAX_QUANTITY);
  });

  it('multiplies the unit price by the quantity', () => {
    expect(totalCents(6900, 3)).toBe(20700);
  });
});

describe('choices in the address', () => {
  const choices = productChoices(render)!;

  it('reads ratio, size and border from the search params', () => {
    expect(selectionFromSearch(new URLSearchParams('ratio=2x3&size=24x36&border=white-border'), choices, catalog, render.results)).toEqual({
      ratio: '2x3',
      size: '24x36',
      borderStyle: 'white-border',
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(selectionFromSearch(new URLSearchParams(''), choices, catalog, render.results)).toEqual({
      ratio: '3x2',
      size: '30x20',
      borderStyle: 'full-wrap',
    });
    // 4x5 is a catalogue ratio this render has no result for; 12x12 is not a 2x3 size.
    expect(selectionFromSearch(new URLSearchParams('ratio=4x5&size=16x20&border=gold'), choices, catalog, render.results)).toEqual({
      ratio: '3x2',
      size: '30x20',
      borderStyle: 'full-wrap',
    });
    expect(selectionFromSearch(new URLSearchParams('ratio=2x3&size=12x12'), choices, catalog, render.results)).toEqual({
      ratio: '2x3',
      size: '12x18',
      borderStyle: 'full-wrap',
    });
    expect(selectionFromSearch(new URLSearchParams('ratio=%3Cscript%3E'), choices, catalog, render.results).ratio).toBe('3x2');
  });

  it('writes the choices back, and carries them to the sizing guide', () => {
    const selection = { ratio: '2x3', size: '24x36', borderStyle: 'white-border' } as const;
    expect(productSearch(selection)).toBe('ratio=2x3&size=24x36&border=white-border');
    expect(sizingGuideHref('r 1', selection)).toBe(
      `/sizing?from=${encodeURIComponent('/product/r%201?ratio=2x3&size=24x36&border=white-border')}`,
    );
  });
});

describe('labels', () => {
  it('marks the recommended ratio in the dropdown', () => {
    expect(ratioOptionLabel('3x2', '3x2')).toBe('3x2 Landscape (Recommended)');
    expect(ratioOptionLabel('2x3', '3x2')).toBe('2x3 Portrait');
  });

  it('shows whole dollars without cents on the digital download button', () => {
    expect(shortDollars(1000)).toBe('$10');
    expect(shortDollars(1050)).toBe('$10.50');
    expect(shortDollars(150000)).toBe('$1,500');
    expect(digitalButtonLabel(1000, false)).toBe('Add Digital Download ($10)');
    expect(digitalButtonLabel(1000, true)).toBe('Digital Download Added');
  });
});

describe('cart entries', () => {
  it('builds a canvas entry keyed by render, ratio and border, with the ratio image', () => {
    const size = firstSize(catalog, '2x3', render.results['2x3'])!;
    expect(canvasEntry(render, '2x3', 'white-border', size, 2)).toEqual({
      id: 'r1-2x3-white-border',
      renderId: 'r1',
      image: '/previews/2x3.webp',
      style: 'Anime',
      aspectRatio: '2x3',
      items: [
        {
          size: '12x18',
          quantity: 2,
          isDigital: false,
          borderStyle: 'white-border',
          unitPriceCents: 6900,
          variantId: 'v18',
          priceId: 'p18',
        },
      ],
    });
  });

  it('builds the digital entry once per render with the square image', () => {
    expect(digitalEntry(render, catalog.digital)).toEqual({
      id: 'r1-digital',
      renderId: 'r1',
      image: '/previews/1x1.webp',
      style: 'Anime',
      aspectRatio: '1x1',
      items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1000, variantId: null, priceId: 'pd' }],
    });
  });

  it('falls back to another image when the render has no square result', () => {
    expect(digitalEntry({ ...render, results: { '2x3': result('2x3') } }, catalog.digital).image).toBe('/previews/2x3.webp');
  });
});

describe('what the page offers this viewer', () => {
  it('what the product read says, and nothing when it says nothing', () => {
    const bought = { mayBuy: true, refusal: null, digitalDownloadOrderId: 'MM-1' };
    expect(purchaseOf({ purchase: bought })).toBe(bought);
    expect(purchaseOf({})).toEqual({ mayBuy: false, refusal: 'sign-in', digitalDownloadOrderId: null });
  });
});
