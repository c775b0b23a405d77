import { format, stripVTControlCharacters } from 'node:util';
import { expect, onTestFinished, vi } from 'vitest';

/**
 * Declares a console message the test provokes on purpose (the libraries we use log refusals
 * such as a wrong password): it is kept off the output, must come at least once, and any other
 * message still fails the test (tools/test/fail-on-console.ts).
 */
export function expectConsole(level: 'error' | 'warn', expected: RegExp): void {
  const passOn = level === 'error' ? console.error : console.warn;
  let seen = 0;
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    // better-auth colours its log lines when the terminal allows it; the pattern matches the words.
    if (!expected.test(stripVTControlCharacters(format(...args)))) return passOn(...args);
    seen += 1;
  });
  onTestFinished(() => expect(seen, `console.${level} matching ${expected}`).toBeGreaterThan(0));
}
