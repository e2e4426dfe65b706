import { unparse } from 'papaparse';
import type { Locale } from '@/boot/preferred-locale';

export type CsvCell = string | number;

/** How a file is written for a spreadsheet program set to a language: its column separator and decimal mark. */
export interface CsvDialect {
  readonly delimiter: ',' | ';';
  readonly decimalMark: '.' | ',';
}

/**
 * A file for the app's language, so that a double click opens it in columns: a spreadsheet program set to English
 * splits a file at commas and reads a dot as the decimal mark; set to Turkish (or German) it splits at `;` and
 * reads a comma as the decimal mark, so a comma-separated file lands in one column there.
 */
export const CSV_DIALECTS = {
  en: { delimiter: ',', decimalMark: '.' },
  tr: { delimiter: ';', decimalMark: ',' },
} as const satisfies Record<Locale, CsvDialect>;

/**
 * What a formula starts with: `=`, `+`, `-`, `@`, their full-width forms, a tab, or a carriage return that is not
 * the first half of a CRLF (a CRLF inside a cell is a line break, and what follows it is checked in turn).
 */
const FORMULA = String.raw`(?:[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]|\r(?!\n))`;
/** What a spreadsheet may pass over before a formula: spaces of any kind, control and invisible characters, quotes. */
const SKIPPED = String.raw`[\s\p{Cc}\p{Cf}"']*`;
// Looking back from a formula sign, the nearest separator, tab or line break first: the search stays short.
const SKIPPED_LAZY = `${SKIPPED}?`;
/**
 * Where a spreadsheet may start a cell of its own inside one of ours: after a tab or a line break, after a `;`
 * (Excel in Turkish or German, whatever the file's separator), and in a `;`-separated file also after a `,`
 * (Excel in English, which splits such a file at its commas).
 */
const INNER_START: Record<CsvDialect['delimiter'], string> = {
  ',': String.raw`[;\t\n\v\f\r\u0085\u2028\u2029]`,
  ';': String.raw`[,;\t\n\v\f\r\u0085\u2028\u2029]`,
};

/**
 * Cells a spreadsheet could run as a formula (OWASP "CSV injection"), in a file with this separator: a formula
 * sign at the start of the cell or where a spreadsheet may start a cell of its own inside it (INNER_START), also
 * behind spaces (a no-break space too), NULs and other invisible characters, or quotes. A whole cell that is a
 * plain signed number ("-3.50", "+90", "-1,5") is a value, not a formula, and stays one. Papaparse writes a cell
 * this matches with a leading `'` (and in quotes), so the spreadsheet shows it as text. It tests the cell after
 * guardInnerFormulae: the `'`s that put in are among the characters passed over, so the cell still matches.
 */
const formulaCell = (delimiter: CsvDialect['delimiter']) =>
  new RegExp(
    `^(?![+-]?\\d+(?:[.,]\\d+)?$)${SKIPPED}${FORMULA}|(?=${FORMULA})(?<=${INNER_START[delimiter]}${SKIPPED_LAZY})`,
    'u',
  );

/**
 * A cell with a `'` put before every formula sign where a spreadsheet may start a cell of its own (INNER_START).
 * The `'` at the start of the cell does not reach these. Excel in Turkish or German takes `;` as its list
 * separator and so splits a comma-separated file at every `;`, inside quotes too; Excel in English splits a
 * `;`-separated file at every `,` alike; a program reading line by line starts a row at every line break. With
 * the leading `'` alone, `Atatürk Cd. 5;=1+1` would reach such a sheet as `'Atatürk Cd. 5` and a cell of its own,
 * `=1+1`, which runs; written as `'Atatürk Cd. 5;'=1+1`, that cell is `'=1+1`, text. A spreadsheet that reads the
 * file right shows the address with the two `'`. Numbers stay numbers.
 */
function guardInnerFormulae(delimiter: CsvDialect['delimiter']) {
  const inner = new RegExp(`(?=${FORMULA})(?<=${INNER_START[delimiter]}${SKIPPED_LAZY})`, 'gu');
  return (cell: CsvCell) => (typeof cell === 'string' ? cell.replace(inner, "'") : cell);
}

/** Rows written in one task: a slice takes a few milliseconds, so a long list never holds the page up. */
export const CSV_SLICE_ROWS = 250;

/**
 * A CSV text: the header row, then a row per item, written CSV_SLICE_ROWS at a time with a pause for the browser
 * between slices (3,000 orders are about a dozen short tasks instead of one long one), separated as `dialect`
 * says (amounts are written for it by csvAmount). Papaparse quotes what needs it (the separator, quotes, line
 * breaks) and writes a formula-like cell with a leading `'`, so the spreadsheet shows it as text. CRLF line ends
 * and a UTF-8 byte order mark, which spreadsheet programs need to read Turkish letters right.
 */
export async function toCsv<T>(
  header: readonly string[],
  items: readonly T[],
  rowOf: (item: T) => readonly CsvCell[],
  dialect: CsvDialect = CSV_DIALECTS.en,
): Promise<string> {
  const guard = guardInnerFormulae(dialect.delimiter);
  const options = {
    delimiter: dialect.delimiter,
    escapeFormulae: formulaCell(dialect.delimiter),
    newline: '\r\n',
  };
  const parts = [unparse([header.map(guard)], options)];
  for (let start = 0; start < items.length; start += CSV_SLICE_ROWS) {
    // A timer, not boot/next-task: shared with the admin's order list, that module would be a chunk of its own,
    // and every chunk's name is in every page's start-up. The export runs in the tab the admin clicked in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    parts.push(
      unparse(
        items.slice(start, start + CSV_SLICE_ROWS).map((item) => rowOf(item).map(guard)),
        options,
      ),
    );
  }
  return `\uFEFF${parts.join('\r\n')}`;
}

/**
 * An amount as a spreadsheet set to the file's language reads it: two decimals after the dialect's decimal mark
 * (`1234.50`, `1234,50`), no grouping; empty when unknown.
 */
export function csvAmount(value: number | undefined, dialect: CsvDialect = CSV_DIALECTS.en) {
  if (value === undefined || !Number.isFinite(value)) return '';
  return value.toFixed(2).replace('.', dialect.decimalMark);
}

/** A stored date as ISO 8601 in UTC (`2026-10-02T09:14:00.000Z`); empty when there is none. */
export function csvDate(value: string) {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
}
