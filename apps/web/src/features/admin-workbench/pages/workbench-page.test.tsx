import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ASPECT_RATIO_INFO, ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import { CONFIRM_PUBLISH, PUBLISH_MESSAGES, type RenderVersion, type Workbench } from '@store/shared/production';
import type { Crop } from '@store/shared/ratio-crops';
import { routes } from '#web/config/paths.ts';
import { analyticsRoute, fakeServer, json, sessionOf, type FakeReply, type FakeServer } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import WorkbenchPage from './workbench-page.tsx';

/** The finished image is 3200 x 2000, wider than every ratio: each crop starts as the largest of its ratio, centred. */
const IMAGE = { width: 3200, height: 2000 };
const FIRST_CROPS: Record<AspectRatio, Crop> = {
  '1x1': { left: 600, top: 0, width: 2000, height: 2000 },
  '4x5': { left: 800, top: 0, width: 1600, height: 2000 },
  '2x3': { left: 934, top: 0, width: 1333, height: 2000 },
  '3x2': { left: 100, top: 0, width: 3000, height: 2000 },
  '5x4': { left: 350, top: 0, width: 2500, height: 2000 },
};

/** Each crop at half its largest size, about its centre, then dragged 100 px right and 50 px down. */
const HALVED_AND_MOVED: Record<AspectRatio, Crop> = {
  '1x1': { left: 1200, top: 550, width: 1000, height: 1000 },
  '4x5': { left: 1300, top: 550, width: 800, height: 1000 },
  '2x3': { left: 1367, top: 550, width: 667, height: 1001 },
  '3x2': { left: 950, top: 550, width: 1500, height: 1000 },
  '5x4': { left: 1075, top: 550, width: 1250, height: 1000 },
};

/** On screen the image is 640 px wide: a pointer moving 1 px moves the crop 5 image pixels. */
const SHOWN_WIDTH = 640;

function readyVersion(changes: Partial<RenderVersion> = {}): RenderVersion {
  return {
    id: 'v2',
    number: 2,
    source: 'draft',
    draftId: 'd1',
    status: 'ready',
    error: null,
    results: Object.fromEntries(
      ASPECT_RATIOS.map((ratio) => [ratio, { width: 6000, height: 4000, crop: FIRST_CROPS[ratio], previewUrl: `/files/v2-${ratio}.jpg` }]),
    ),
    createdAt: '2025-05-02T09:00:00.000Z',
    publishedAt: null,
    sourceUrl: '/files/v2.png',
    image: IMAGE,
    subject: { x: 0.3, y: 0.2, width: 0.4, height: 0.6 },
    ...changes,
  };
}

function workbenchWith(version: RenderVersion): Workbench {
  return {
    render: {
      id: 'r1',
      style: 'Anime',
      aspectRatio: '3x2',
      status: 'pending',
      submittedAt: '2025-05-01T10:00:00.000Z',
      completedAt: null,
      results: {},
      width: 3000,
      height: 2000,
      customerName: 'Casey Rider',
      customerEmail: 'casey@example.com',
      deletedAt: null,
      findings: [],
      revisionNote: null,
      revisionRequestedAt: null,
    },
    findings: [],
    revision: null,
    stage: 'in-review',
    drafts: [],
    versions: [version],
    orderCount: 0,
    generativePainter: null,
  };
}

function openWorkbench(version = readyVersion(), cropReply: FakeReply = json({ version })) {
  const server = fakeServer({
    ...analyticsRoute,
    'GET /api/auth/get-session': () => sessionOf({ id: 'staff1', role: 'staff' }),
    'GET /api/cart': () => json({ entries: [] }),
    'GET /api/admin/renders/r1/workbench': () => json(workbenchWith(version)),
    'GET /api/admin/renders/r1/subject': () => json({ subject: null }),
  });
  for (const ratio of ASPECT_RATIOS) server.route(`PUT /api/admin/renders/r1/versions/v2/crops/${ratio}`, () => cropReply);
  const app = renderInApp(
    [{ path: routes.adminWorkbench.pattern, Component: WorkbenchPage }],
    routes.adminWorkbench.href({ renderId: 'r1' }),
  );
  return { server, ...app };
}

const cropsSent = (server: FakeServer, ratio: AspectRatio) => server.bodiesSentTo(`PUT /api/admin/renders/r1/versions/v2/crops/${ratio}`);

async function adjust(user: ReturnType<typeof openWorkbench>['user'], ratio: AspectRatio) {
  const label = ASPECT_RATIO_INFO[ratio].label;
  await user.click(await screen.findByRole('button', { name: `Adjust crop ${label}` }));
  return screen.getByRole('region', { name: `Adjust the ${label} crop` });
}

/** Drags with a pointer from one point of the screen to another. */
function drag(element: Element, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.pointerDown(element, { pointerId: 1, clientX: from.x, clientY: from.y });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: to.x, clientY: to.y });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: to.x, clientY: to.y });
}

describe('workbench: a version’s crops', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: the picture is given the width a browser would show it at.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, SHOWN_WIDTH, 400));
    vi.spyOn(HTMLElement.prototype, 'setPointerCapture').mockImplementation(() => undefined);
  });

  it('lists the five crops with their size and the largest canvas each prints sharply', async () => {
    openWorkbench();
    const crops = await screen.findByRole('list', { name: 'Version 2 crops' });
    const items = within(crops).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.ratio)).toEqual([...ASPECT_RATIOS]);
    expect(within(items[0]!).getByText('6000 × 4000 px')).toBeTruthy();
    expect(within(crops).getAllByRole('button', { name: /^Adjust crop/ })).toHaveLength(5);
  });

  it.each(ASPECT_RATIOS)('scaling and dragging the %s crop sends the new crop, and the workbench is read again', async (ratio) => {
    const { user, server } = openWorkbench();
    const editor = await adjust(user, ratio);
    fireEvent.change(within(editor).getByRole('slider', { name: 'Size' }), { target: { value: '50' } });
    const crop = HALVED_AND_MOVED[ratio];
    expect(within(editor).getByText(`50% · ${crop.width} × ${crop.height}`)).toBeTruthy();

    drag(within(editor).getByTestId('crop-frame'), { x: 300, y: 200 }, { x: 320, y: 210 });
    await user.click(within(editor).getByRole('button', { name: 'Save crop' }));

    expect(cropsSent(server, ratio)).toEqual([{ crop }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Adjust the/ })).toBeNull());
    expect(server.requests.filter((request) => request.path === '/api/admin/renders/r1/workbench')).toHaveLength(2);
  });

  it('dragging the corner scales the crop about its centre', async () => {
    const { user, server } = openWorkbench();
    const editor = await adjust(user, '1x1');
    drag(within(editor).getByTestId('crop-corner'), { x: 400, y: 400 }, { x: 360, y: 360 });
    expect(within(editor).getByText('80% · 1600 × 1600')).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Save crop' }));
    expect(cropsSent(server, '1x1')).toEqual([{ crop: { left: 800, top: 200, width: 1600, height: 1600 } }]);
  });

  it('arrow keys move the crop a step, Shift ten steps, and never past the image', async () => {
    const { user, server } = openWorkbench();
    const editor = await adjust(user, '3x2');
    const frame = within(editor).getByRole('slider', { name: '3x2 Landscape crop position' });
    frame.focus();
    await user.keyboard('{ArrowLeft}');
    expect(frame.getAttribute('aria-valuenow')).toBe('68');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(frame.getAttribute('aria-valuenow')).toBe('200');
    await user.keyboard('{ArrowDown}');
    await user.click(within(editor).getByRole('button', { name: 'Save crop' }));
    expect(cropsSent(server, '3x2')).toEqual([{ crop: { left: 200, top: 0, width: 3000, height: 2000 } }]);
  });

  it('Reset to the bike asks for the crop centred on the bike again; Cancel sends nothing', async () => {
    const { user, server } = openWorkbench();
    await user.click(within(await adjust(user, '4x5')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Adjust the 4x5 Portrait crop' })).toBeNull();
    expect(cropsSent(server, '4x5')).toEqual([]);

    await user.click(within(await adjust(user, '4x5')).getByRole('button', { name: 'Reset to the bike' }));
    expect(cropsSent(server, '4x5')).toEqual([{ crop: null }]);
  });

  it("a crop the server refuses stays open with the server's reason", async () => {
    const refusal = { error: 'BAD_CROP', message: 'The crop must keep the 2x3 shape.' };
    const { user } = openWorkbench(readyVersion(), json(refusal, 400));
    const editor = await adjust(user, '2x3');
    await user.click(within(editor).getByRole('button', { name: 'Save crop' }));
    expect(await within(editor).findByText(refusal.message)).toBeTruthy();
  });

  it('a published version keeps its crops: none can be adjusted', async () => {
    openWorkbench(readyVersion({ publishedAt: '2025-05-03T09:00:00.000Z' }));
    await screen.findByRole('list', { name: 'Version 2 crops' });
    expect(screen.queryByRole('button', { name: /^Adjust crop/ })).toBeNull();
  });

  it('a ratio whose crop was not kept offers no adjusting; the others do', async () => {
    const version = readyVersion();
    version.results['5x4'] = { ...version.results['5x4']!, crop: null };
    openWorkbench(version);
    await screen.findByRole('list', { name: 'Version 2 crops' });
    expect(screen.getAllByRole('button', { name: /^Adjust crop/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Adjust crop 5x4 Landscape' })).toBeNull();
  });
});

describe('workbench: publishing', () => {
  it('lists every problem the server names, and publishes again with exactly those confirmed', async () => {
    const version = readyVersion();
    const { server, user } = openWorkbench(version);
    const problems = {
      STYLE_DIFFERS: PUBLISH_MESSAGES.styleDiffers('Retro', 'Cyberpunk'),
      TOO_SMALL_FOR_CANVAS: PUBLISH_MESSAGES.tooSmallForCanvas('3x2', '30x20'),
    };
    server.route('POST /api/admin/renders/r1/versions/v2/publish', (request) =>
      (request.body as { confirmed: string[] }).confirmed.length === 0
        ? json({ error: CONFIRM_PUBLISH, message: Object.values(problems).join(' '), fields: problems }, 409)
        : json(workbenchWith({ ...version, publishedAt: '2025-05-03T09:00:00.000Z' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish anyway?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(problems));
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() =>
      expect(server.bodiesSentTo('POST /api/admin/renders/r1/versions/v2/publish')).toEqual([
        { confirmed: [] },
        { confirmed: ['STYLE_DIFFERS', 'TOO_SMALL_FOR_CANVAS'] },
      ]),
    );
  });
});
