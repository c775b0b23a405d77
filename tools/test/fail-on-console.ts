import { format } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';

/**
 * Every unit test fails on an unexpected console error or warning, as the end-to-end tests do.
 * A test that provokes one on purpose declares it in the test: server tests with
 * `expectConsole('warn', /pattern/)` (apps/server/test/console.ts), others by taking the method over
 * and asserting the message, `vi.spyOn(console, 'warn').mockImplementation(() => {})`.
 */
const originals = { error: console.error, warn: console.warn };
let unexpected: string[] = [];

function recording(level: keyof typeof originals): (...args: unknown[]) => void {
  return (...args) => {
    unexpected.push(`console.${level}: ${format(...args)}`);
    originals[level](...args);
  };
}

beforeEach(() => {
  unexpected = [];
  console.error = recording('error');
  console.warn = recording('warn');
});

afterEach(() => {
  console.error = originals.error;
  console.warn = originals.warn;
  expect(unexpected, 'unexpected console errors and warnings').toEqual([]);
});
