import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@store/shared/api/routes';
import { apiHref } from '#web/lib/api-client.ts';
import { DEFAULT_QUEUE_PARAMS, parseQueueParams, queueApiQuery, queueSearchParams } from './queue-params.ts';

describe('queue parameters', () => {
  it('reads a full view from the address', () => {
    expect(parseQueueParams(new URLSearchParams('status=deleted&sort=name-desc&style=Anime&needs=paid-waiting&page=3'))).toEqual({
      status: 'deleted',
      sort: 'name-desc',
      style: 'Anime',
      attention: 'paid-waiting',
      page: 3,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parseQueueParams(new URLSearchParams('status=archived&sort=random&style=Gothic&needs=coffee&page=-2'))).toEqual(
      DEFAULT_QUEUE_PARAMS,
    );
    expect(parseQueueParams(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(parseQueueParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('leaves defaults out of the address and round-trips the rest', () => {
    expect(queueSearchParams(DEFAULT_QUEUE_PARAMS).toString()).toBe('');
    const view = { status: 'pending', sort: 'oldest', style: 'Retro', attention: 'over-target', page: 2 } as const;
    expect(parseQueueParams(queueSearchParams(view))).toEqual(view);
  });

  it('spells out every parameter for the API', () => {
    const address = (params: Parameters<typeof queueApiQuery>[0]) =>
      apiHref(apiRoutes.renders.adminQueue, { query: queueApiQuery(params) });
    expect(address(DEFAULT_QUEUE_PARAMS)).toBe('/api/admin/renders?status=all&sort=newest&page=1');
    expect(address({ status: 'complete', sort: 'name-asc', style: 'Cyberpunk', attention: 'draft-ready', page: 4 })).toBe(
      '/api/admin/renders?status=complete&sort=name-asc&page=4&style=Cyberpunk&attention=draft-ready',
    );
  });
});
