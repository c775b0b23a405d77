import type { ChangeNotices } from '#server/db/change-notices.ts';
import { createReadCache } from '#server/db/read-cache.ts';
import type { RenderRecord, RenderRepository } from './render-repository.ts';

/** Renders kept: a product page's and a dashboard's reads for many thousands of renders and customers. */
const RENDERS_KEPT = 20_000;
const LISTS_KEPT = 5_000;

/**
 * The render repository with its two hot reads kept in memory (decision 066): a render by id (the
 * product page) and a customer's list (the dashboard). A notice about a render forgets it and any
 * list that holds it; a notice about a customer's renders (one added, all removed) forgets their lists.
 */
export function withCachedReads(repository: RenderRepository, notices: ChangeNotices): RenderRepository {
  const renders = createReadCache<RenderRecord | null>(notices, RENDERS_KEPT);
  const lists = createReadCache<RenderRecord[]>(notices, LISTS_KEPT);
  const listKey = (userId: string, sort: string) => `${userId} ${sort}`;

  notices.on('render', (id) => {
    renders.forget(id);
    lists.forgetWhere((_, list) => list.some((render) => render.id === id));
  });
  notices.on('renders-of-user', (userId) => {
    renders.forgetWhere((_, render) => render?.userId === userId);
    lists.forgetWhere((key) => key.startsWith(`${userId} `));
  });

  return {
    ...repository,
    findById: (id) => renders.read(id, () => repository.findById(id)),
    listByUser: (userId, sort) => lists.read(listKey(userId, sort), () => repository.listByUser(userId, sort)),
  };
}
