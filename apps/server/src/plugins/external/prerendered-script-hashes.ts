import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const scriptHashesSchema = z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/));

/**
 * The hashes of the inline script the prerendered pages carry (apps/web/scripts/prerender.ts
 * writes prerendered/script-hashes.json; decision 043), for the content security policy to allow
 * it; none without a web build.
 */
export function prerenderedScriptHashes(webRoot: string | undefined): string[] {
  if (webRoot === undefined) return [];
  const file = join(webRoot, 'prerendered', 'script-hashes.json');
  if (!existsSync(file)) return [];
  return scriptHashesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
