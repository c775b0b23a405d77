const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in the reader's locale and time zone, e.g. "Nov 23, 2025, 10:04 AM". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date in the reader's locale, e.g. "Nov 23, 2025". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
