import type { FastifyBaseLogger } from 'fastify';
import type { BrowserEvent } from '@store/shared/analytics';
import { TURNAROUND_SAMPLE, typicalTurnaround, type TypicalTurnaround } from '@store/shared/turnaround';
import type { AnalyticsEventRepository, NewAnalyticsEvent } from './analytics-event-repository.ts';
import { createVisitorHasher } from './visitor-hash.ts';
import { asksNotToBeTracked, isAutomated } from './visitor-filter.ts';

/** What the server records where it happens; these carry no visitor, only what happened. */
export type ServerEvent =
  | { name: 'upload_submitted'; renderId: string; style: string }
  | { name: 'render_completed'; renderId: string; style: string; durationSeconds: number }
  | { name: 'checkout_started'; amountCents: number }
  | { name: 'order_paid'; orderId: string; amountCents: number };

/** Who sent a browser event, as the request tells; nothing of it is stored but the day's hash. */
export type Visit = { ip: string; headers: Record<string, string | string[] | undefined> };

const TURNAROUND_FRESH_MS = 60_000;

/** Staff pages are not the store's traffic. */
const STAFF_PATH = /^\/admin(\/|$)/;

/** Records analytics events; recording never fails the request or the work it describes (decision 020). */
export function createAnalyticsService(deps: { events: AnalyticsEventRepository; log: FastifyBaseLogger; now?: () => Date }) {
  const { events, log } = deps;
  const now = deps.now ?? (() => new Date());
  const visitorHash = createVisitorHasher(events);
  let turnaround: { value: TypicalTurnaround; readAt: number } | undefined;

  async function store(event: NewAnalyticsEvent, at: Date): Promise<void> {
    try {
      await events.add(event, at);
    } catch (error) {
      log.error({ err: error, event: event.name }, 'could not record an analytics event');
    }
  }

  return {
    /**
     * The median time of the latest finished renders, for what customers are told to expect. Read
     * at most once a minute: every dashboard asks, and it moves only when a render is published.
     */
    async typicalTurnaround(): Promise<TypicalTurnaround> {
      if (turnaround && now().getTime() - turnaround.readAt < TURNAROUND_FRESH_MS) return turnaround.value;
      const value = typicalTurnaround(await events.latestTurnaroundSeconds(TURNAROUND_SAMPLE));
      turnaround = { value, readAt: now().getTime() };
      return value;
    },

    /** A browser's event, unless it comes from a bot, a browser that asks not to be tracked, or a staff page. */
    async recordVisit(event: BrowserEvent, visit: Visit): Promise<void> {
      const userAgent = visit.headers['user-agent'];
      if (typeof userAgent !== 'string' || isAutomated(userAgent) || asksNotToBeTracked(visit.headers)) return;
      if (STAFF_PATH.test(event.path)) return;
      const at = now();
      let hash: string;
      try {
        hash = await visitorHash(visit.ip, userAgent, at);
      } catch (error) {
        log.error({ err: error }, 'could not read the analytics salt');
        return;
      }
      await store({ ...event, visitorHash: hash }, at);
    },

    async record(event: ServerEvent): Promise<void> {
      await store(event, now());
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
/** What other modules are given: they record, they never read. */
export type AnalyticsRecorder = Pick<AnalyticsService, 'record'>;
