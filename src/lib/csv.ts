import { unparse } from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): those that start with `=`, `+`, `-`, `@`, a
 * tab or a carriage return. A plain signed number ("-3.50", "+90") is a value, not a formula, and stays one.
 * Papaparse's own pattern (`/^[=+\-@\t\r].*$/`) misses a cell with a line break after the formula, as `.`
 * stops at the break.
 */
export const FORMULA_START = /^(?![+-]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

export type CsvCell = string | number;

const UNPARSE = { escapeFormulae: FORMULA_START, newline: '\r\n' };
/** Rows written in one task: a slice takes a few milliseconds, so a long list never holds the page up. */
export const CSV_SLICE_ROWS = 250;

/**
 * A CSV text: the header row, then a row per item, written CSV_SLICE_ROWS at a time with a pause for the browser
 * between slices (3,000 orders are about a dozen short tasks instead of one long one). Papaparse quotes what
 * needs it (commas, quotes, line breaks) and writes a formula-like cell with a leading `'`, so the spreadsheet
 * shows it as text. CRLF line ends and a UTF-8 byte order mark, which spreadsheet programs need to read Turkish
 * letters right.
 */
export async function toCsv<T>(
  header: readonly string[],
  items: readonly T[],
  rowOf: (item: T) => readonly CsvCell[],
): Promise<string> {
  const parts = [unparse([[...header]], UNPARSE)];
  for (let start = 0; start < items.length; start += CSV_SLICE_ROWS) {
    // A timer, not lib/next-task: shared with the admin's order list, that module would be a chunk of its own,
    // and every chunk's name is in every page's start-up. The export runs in the tab the admin clicked in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    parts.push(
      unparse(
        items.slice(start, start + CSV_SLICE_ROWS).map((item) => [...rowOf(item)]),
        UNPARSE,
      ),
    );
  }
  return `\uFEFF${parts.join('\r\n')}`;
}

/** An amount as a spreadsheet reads it whatever its language: two decimals after a dot; empty when unknown. */
export const csvAmount = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '' : value.toFixed(2);

/** A stored date as ISO 8601 in UTC (`2026-10-02T09:14:00.000Z`); empty when there is none. */
export function csvDate(value: string) {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
}
