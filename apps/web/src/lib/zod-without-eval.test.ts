import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-without-eval.ts';

describe('zod in the browser', () => {
  it('never compiles parsers with eval, which the content security policy forbids', () => {
    expect(z.config().jitless).toBe(true);
  });
});
