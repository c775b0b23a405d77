import type { FastifyInstance } from 'fastify';

/** Pays a session on the demo payment page, as its form posts it: card, name and, for canvases, the address. */
export function payOnDemoPage(app: FastifyInstance, sessionId: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/demo-checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}
