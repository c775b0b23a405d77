import type { ComponentType } from 'react';

/** Spec: script chunks load lazily with a 120-second time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {}

/** A route's `lazy` loader: the page module's default export, or a ChunkLoadError after the time-out or a failed load. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('The page took too long to load.')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (error) {
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError(error instanceof Error ? error.message : 'The page could not be loaded.');
    } finally {
      clearTimeout(timer);
    }
  };
}
