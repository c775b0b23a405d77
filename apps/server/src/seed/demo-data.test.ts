import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '#test/production.ts';
import { startComfyUiStandIn } from '#test/stand-ins/comfyui-stand-in.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { seedDemoData } from './demo-data.ts';

describe('the demo seed on a store with a paid painter', () => {
  let comfy: Awaited<ReturnType<typeof startComfyUiStandIn>>;
  let t: TestApp;

  beforeAll(async () => {
    comfy = await startComfyUiStandIn();
    t = await createTestApp({ AUTO_DRAFTS: 'true', DRAFT_PAINTER: 'comfyui', COMFYUI_URL: comfy.url, PAINTER_PRICE_CENTS: '4' });
  });
  afterAll(async () => {
    await t?.close();
    await comfy?.close();
  });

  it('never spends money: its pending request is drafted by the built-in painter', async () => {
    await seedDemoData(t.modules);
    const drafts = await waitFor(
      'the demo draft',
      async () => {
        const rows = await t.database.db.selectFrom('renderDraft').select(['status', 'painter', 'painterNote']).execute();
        return rows.length > 0 && rows.every((row) => row.status === 'ready') ? rows : null;
      },
      300_000,
    );
    expect(drafts).toEqual([{ status: 'ready', painter: null, painterNote: null }]);
    expect(comfy.prompts).toEqual([]);
    expect(comfy.uploads.size).toBe(0);
  }, 480_000);
});
