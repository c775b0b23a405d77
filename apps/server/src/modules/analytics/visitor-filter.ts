/** Crawlers, link previews, monitors, headless browsers and HTTP tools: not visitors. */
const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python|httpclient|okhttp|axios|node-fetch|undici|go-http|java\//i;

export function isAutomated(userAgent: string | undefined): boolean {
  return !userAgent || AUTOMATED_AGENT.test(userAgent);
}

/** Do Not Track or Global Privacy Control: the browser asks not to be counted, and is not. */
export function asksNotToBeTracked(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['dnt'] === '1' || headers['sec-gpc'] === '1';
}
