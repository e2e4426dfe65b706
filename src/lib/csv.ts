import { unparse } from 'papaparse';

export type CsvCell = string | number;

/**
 * What a formula starts with: `=`, `+`, `-`, `@`, their full-width forms, a tab, or a carriage return that is not
 * the first half of a CRLF (a CRLF inside a cell is a line break, and what follows it is checked in turn).
 */
const FORMULA = String.raw`(?:[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]|\r(?!\n))`;
/** What a spreadsheet may pass over before a formula: spaces of any kind, control and invisible characters, quotes. */
const SKIPPED = String.raw`[\s\p{Cc}\p{Cf}"']*`;
// Looking back from a formula sign, the nearest `;`, tab or line break first: the search stays short.
const SKIPPED_LAZY = `${SKIPPED}?`;
/** Where a spreadsheet may start a cell of its own inside one of ours: after a `;`, a tab or a line break. */
const INNER_START = String.raw`[;\t\n\v\f\r\u0085\u2028\u2029]`;

/**
 * Cells a spreadsheet could run as a formula (OWASP "CSV injection"): a formula sign at the start of the cell or
 * after a `;`, a tab or a line break, also behind spaces (a no-break space too), NULs and other invisible
 * characters, or quotes. A whole cell that is a plain signed number ("-3.50", "+90", "-1,5") is a value, not a
 * formula, and stays one. Papaparse writes a cell this matches with a leading `'` (and in quotes), so the
 * spreadsheet shows it as text. It tests the cell after guardInnerFormulae: the `'`s that put in are among the
 * characters passed over, so the cell still matches.
 */
export const FORMULA_CELL = new RegExp(
  `^(?![+-]?\\d+(?:[.,]\\d+)?$)${SKIPPED}${FORMULA}|(?=${FORMULA})(?<=${INNER_START}${SKIPPED_LAZY})`,
  'u',
);

/** Each place in a cell where a formula sign follows a `;`, a tab or a line break. */
const INNER_FORMULA = new RegExp(`(?=${FORMULA})(?<=${INNER_START}${SKIPPED_LAZY})`, 'gu');

/**
 * A cell with a `'` put before every formula sign that follows a `;`, a tab or a line break. The `'` at the
 * start of the cell does not reach these: Excel in Turkish or German takes `;` as its list separator and so
 * splits a comma-separated file at every `;`, inside quotes too, and a program reading line by line starts a
 * row at every line break. With the leading `'` alone, `Atatürk Cd. 5;=1+1` would reach such a sheet as
 * `'Atatürk Cd. 5` and a cell of its own, `=1+1`, which runs; written as `'Atatürk Cd. 5;'=1+1`, that cell is
 * `'=1+1`, text. A spreadsheet that reads the file right shows the address with the two `'`. Numbers stay
 * numbers.
 */
const guardInnerFormulae = (cell: CsvCell) =>
  typeof cell === 'string' ? cell.replace(INNER_FORMULA, "'") : cell;

const UNPARSE = { escapeFormulae: FORMULA_CELL, newline: '\r\n' };
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
  const parts = [unparse([header.map(guardInnerFormulae)], UNPARSE)];
  for (let start = 0; start < items.length; start += CSV_SLICE_ROWS) {
    // A timer, not lib/next-task: shared with the admin's order list, that module would be a chunk of its own,
    // and every chunk's name is in every page's start-up. The export runs in the tab the admin clicked in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    parts.push(
      unparse(
        items.slice(start, start + CSV_SLICE_ROWS).map((item) => rowOf(item).map(guardInnerFormulae)),
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
