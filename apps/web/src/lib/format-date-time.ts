/*
 * Each format is made on its first use, not when the module loads: making the first one loads the
 * reader's locale data, tens of milliseconds on a phone, which pages that show no date (the
 * product page until its reviews arrive, say) would otherwise spend before they answer a tap.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/** A date and time in the reader's locale and time zone, e.g. "Nov 23, 2025, 10:04 AM". */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(iso));
}

/** A date in the reader's locale, e.g. "Nov 23, 2025". */
export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dateFormat.format(new Date(iso));
}
