import { join } from 'node:path';

/** A photo in packages/render-engine/fixtures/ (see its README for what each one is). */
export function fixture(file: string): string {
  return join(import.meta.dirname, '../../fixtures', file);
}
