import { createHash, randomBytes } from 'node:crypto';
import { utcDay } from '@store/shared/insights';
import type { AnalyticsEventRepository } from './analytics-event-repository.ts';

/**
 * Names a browser for one UTC day without a cookie or anything kept about the person:
 * sha256(the day's random salt + IP + user agent). The salt is replaced each day and the old one
 * deleted, so nobody (the owner included) can link a visitor's days or recover the IP.
 */
export function createVisitorHasher(events: Pick<AnalyticsEventRepository, 'saltOf'>) {
  let today: { day: string; salt: Promise<string> } | null = null;

  function saltOf(day: string): Promise<string> {
    if (today?.day === day) return today.salt;
    const salt = events.saltOf(day, randomBytes(32).toString('hex'));
    today = { day, salt };
    // A failed read is asked again by the next event rather than remembered.
    salt.catch(() => {
      if (today?.salt === salt) today = null;
    });
    return salt;
  }

  return async function visitorHash(ip: string, userAgent: string, at: Date): Promise<string> {
    const salt = await saltOf(utcDay(at));
    return createHash('sha256').update(`${salt}|${ip}|${userAgent}`).digest('hex').slice(0, 32);
  };
}
