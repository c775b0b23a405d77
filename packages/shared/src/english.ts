/*
 * The store's copy is in US English, worded the same by the server and every browser. These are
 * written out rather than made with Intl: the first Intl object a page makes loads the browser's
 * locale data (30-60 ms on a phone, before the page answers a tap), and Node's wording of a
 * locale can differ from the browser's that hydrates the page the server drew.
 */

/** "a", "a and b", "a, b, and c": a list as the copy writes it. */
export function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon, Dec 14": a day of the calendar in UTC, as delivery estimates name it. */
export function shortUtcDay(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}
