import { config } from 'zod/v4/core';

/**
 * Zod compiles its object parsers with `new Function` where it may. The store's content security
 * policy forbids eval, and the browser reports even Zod's caught probe for it as a violation. Set
 * before any schema is made, so the entry imports this first; only Zod's settings, not Zod itself,
 * which the pages that check data load with their own chunks.
 */
config({ jitless: true });
