/** Writing CSV that spreadsheets open safely: RFC 4180 quoting, and no cell a spreadsheet would run as a formula. */

export type CsvValue = string | number | null;

/** Characters that make Excel, LibreOffice and Google Sheets read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The byte-order mark that tells Excel the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';
