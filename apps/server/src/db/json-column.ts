import type { z } from 'zod';

/** A JSON column's value as its schema reads it, or null when the text is not JSON or the schema refuses it. */
export function safeParseJsonColumn<Schema extends z.ZodType>(schema: Schema, text: string): z.output<Schema> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads a JSON column through its schema. Text that is not JSON, or JSON the schema refuses, is
 * an error naming the column, never a value of the wrong shape passed on under a cast.
 */
export function parseJsonColumn<Schema extends z.ZodType>(schema: Schema, text: string, column: string): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${column} holds text that is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${column} holds JSON its schema refuses: ${parsed.error.message}`);
  return parsed.data;
}
