/**
 * Where the previous page of a long read ended (the CSV exports): rows come in (createdAt, id)
 * order, so a page starts strictly after it, and a big table never sits in memory.
 */
export type PageCursor = { createdAt: string; id: string };
