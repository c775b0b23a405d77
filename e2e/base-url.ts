/**
 * The store under test listens on a free port the Playwright config picks once per run
 * (E2E_PORT); its workers inherit the variable, so every file agrees on the address.
 */
export const BASE_URL = `http://localhost:${process.env.E2E_PORT}`;
