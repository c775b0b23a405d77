import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { SMALL_PREVIEW_WIDTH } from '@store/shared/product';
import type { Storage, StoredFile } from '#server/providers/storage/storage.ts';
import { smallPreviewKey } from './render-files.ts';

/**
 * The phone's copies of the watermarked previews: made from the preview the first time one is
 * asked for (watermark included, so nothing unmarked is ever made), then stored beside it and
 * served from storage. A render derived before these copies existed gets them the same way.
 */
export function createSmallPreviews(storage: Storage) {
  // Readers asking at once for a copy not yet made share one resize.
  const making = new Map<string, Promise<Buffer | null>>();

  async function make(previewKey: string, key: string): Promise<Buffer | null> {
    const preview = await storage.get(previewKey);
    if (!preview) return null;
    const copy = await sharp(await buffer(preview.body))
      .resize({ width: SMALL_PREVIEW_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await storage.put(key, copy, 'image/webp');
    return copy;
  }

  return {
    /** The copy of the preview stored under `previewKey`; null when there is no such preview. */
    async get(previewKey: string): Promise<StoredFile | null> {
      const key = smallPreviewKey(previewKey);
      const stored = await storage.get(key);
      if (stored) return stored;
      let pending = making.get(key);
      if (!pending) {
        pending = make(previewKey, key).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const copy = await pending;
      return copy && { body: Readable.from(copy), size: copy.length, contentType: 'image/webp' };
    },
  };
}
