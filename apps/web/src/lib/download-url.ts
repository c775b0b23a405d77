/** A file address that asks the server to send it as an attachment; keeps any query it already has (a cache version). */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
