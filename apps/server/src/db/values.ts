/** Conversions between the two databases' column values and the plain values the app uses. */

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toFlag(value: boolean): number {
  return value ? 1 : 0;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** A LIKE pattern (written with `escape` and one backslash) matching text that contains the term, its `%`, `_` and backslashes taken literally. */
export function likeContaining(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
