import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_DIALECTS, CSV_SLICE_ROWS, csvAmount, csvDate, toCsv } from './csv';

const rowsOf = (csv: string) => parse<string[]>(csv.replace(/^\uFEFF/, '')).data;
const same = (row: readonly string[]) => row;
const SIGNED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const FORMULA_CHARACTER = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The pieces of a CSV text a spreadsheet could run as a formula: its cells, read by papaparse, and again the
 * parts of each cell between `;`, tabs and line breaks (a spreadsheet whose list separator is `;` splits there),
 * each less its leading spaces and invisible characters. A piece that starts with `'` is shown as text.
 */
function unguardedFormulae(csv: string) {
  return rowsOf(csv)
    .flat()
    .flatMap((cell) => [cell, ...cell.split(/[;\t\r\n]/)])
    .map((piece) => piece.replace(/^[\s\p{Cc}\p{Cf}"]+/u, ''))
    .filter((piece) => FORMULA_CHARACTER.test(piece) && !SIGNED_NUMBER.test(piece));
}

describe('toCsv', () => {
  it('writes a header row, quotes commas, quotes and line breaks, and ends lines with CRLF', async () => {
    const csv = await toCsv(
      ['Title', 'Price'],
      [
        ['Cevizli Baklava, 500 g', '12.50'],
        ['The "best" lokum\nrose', '3.00'],
      ],
      same,
    );
    expect(csv.startsWith('\uFEFFTitle,Price\r\n')).toBe(true);
    expect(csv).toContain('"Cevizli Baklava, 500 g",12.50');
    expect(csv).toContain('"The ""best"" lokum\nrose",3.00');
    expect(rowsOf(csv)).toEqual([
      ['Title', 'Price'],
      ['Cevizli Baklava, 500 g', '12.50'],
      ['The "best" lokum\nrose', '3.00'],
    ]);
  });

  it.each([
    ['=HYPERLINK("x")', '\'=HYPERLINK("x")'],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    // A tab and a lone CR start a cell of their own too, so the formula after them gets a `'` of its own.
    ['\t=1', "'\t'=1"],
    ['\r=1', "'\r'=1"],
    ['=1\n+2', "'=1\n'+2"],
  ])('writes %j so a spreadsheet shows it as text', async (cell, guarded) => {
    const [, row] = rowsOf(await toCsv(['Title'], [[cell]], same));
    expect(row).toEqual([guarded]);
  });

  it('keeps plain values as they are: signed numbers stay numbers, a phone number with spaces is guarded', async () => {
    const [, row] = rowsOf(
      await toCsv(['a', 'b', 'c', 'd'], [['-3.50', '+90', 'Baklava', '+90 532 555 0142']], same),
    );
    expect(row).toEqual(['-3.50', '+90', 'Baklava', "'+90 532 555 0142"]);
  });

  // Cells a shopper can write (an address, an order line's title) that a spreadsheet would still run as a
  // formula: after a `;` (the list separator of Excel in Turkish and German), a line break or a tab, behind
  // spaces, invisible characters or quotes, or written with a full-width sign.
  it.each([
    ['a formula after a `;`', 'Atatürk Cd. 5;=1+1', "'Atatürk Cd. 5;'=1+1"],
    ['a command after a `;`', "x;=cmd|' /C calc'!A0", "'x;'=cmd|' /C calc'!A0"],
    ['a formula after a `;` and a no-break space', 'Kadıköy; \u00A0-2+3', "'Kadıköy; \u00A0'-2+3"],
    ['a formula after a `;` and a quote', 'Kat 2;"@SUM(A1)"', `'Kat 2;"'@SUM(A1)"`],
    ['a formula after a space', ' =1+1', "' =1+1"],
    ['a formula after a no-break space', '\u00A0=1+1', "'\u00A0=1+1"],
    ['a formula after an ideographic space', '\u3000+1+1', "'\u3000+1+1"],
    ['a formula after a line feed', '\n=1+1', "'\n'=1+1"],
    ['a formula after a CRLF', '\r\n=1+1', "'\r\n'=1+1"],
    ['a formula on a second line', 'Moda Cd.\n=1+1', "'Moda Cd.\n'=1+1"],
    ['a formula on a second line after a CRLF', 'Moda Cd.\r\n@SUM(A1)', "'Moda Cd.\r\n'@SUM(A1)"],
    ['a formula after a tab', 'Moda Cd.\t=1+1', "'Moda Cd.\t'=1+1"],
    ['a full-width equals sign', '\uFF1D1+1', "'\uFF1D1+1"],
    ['a full-width plus sign', '\uFF0B1+1', "'\uFF0B1+1"],
    ['a full-width minus sign', '\uFF0D1+1', "'\uFF0D1+1"],
    ['a full-width at sign', '\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['a formula after a NUL', '\u0000=1+1', "'\u0000=1+1"],
    ['a formula after a zero-width space', '\u200B=1+1', "'\u200B=1+1"],
    ['a formula after a double quote', '"=1+1"', `'"=1+1"`],
    ['a formula after an apostrophe', "'=1+1", "''=1+1"],
  ])('guards %s', async (_case, cell, guarded) => {
    const csv = await toCsv(['Address'], [[cell]], same);
    const [, row] = rowsOf(csv);
    expect(row).toEqual([guarded]);
    expect(unguardedFormulae(csv)).toEqual([]);
  });

  it('guards every formula where a spreadsheet may start a cell of its own, not only the first', async () => {
    const csv = await toCsv(['Address'], [['Kat 2;=1+1;@SUM(A1)\n-2+3']], same);
    const [, row] = rowsOf(csv);
    expect(row).toEqual(["'Kat 2;'=1+1;'@SUM(A1)\n'-2+3"]);
    expect(unguardedFormulae(csv)).toEqual([]);
  });

  it('keeps ordinary text as it is: a `;` list, signed numbers, an e-mail address, lines of plain text', async () => {
    const cells = [
      'Kadıköy; İstanbul',
      '-3.50',
      '+90',
      'a@b.c',
      'Moda Cd. 5\nKadıköy',
      'Kat 2;\r\n\r\nDaire 4',
      'Sipariş (qty 2); Lokum (qty 1)',
    ];
    const csv = await toCsv(
      cells.map((_, index) => `c${index}`),
      [cells],
      same,
    );
    const [, row] = rowsOf(csv);
    expect(row).toEqual(cells);
    expect(unguardedFormulae(csv)).toEqual([]);
  });

  it('keeps a signed number written with a decimal comma a number', async () => {
    const [, row] = rowsOf(await toCsv(['a', 'b'], [['-1,5', '+2,25']], same));
    expect(row).toEqual(['-1,5', '+2,25']);
  });

  it('writes every row once, in order, across its slices; an empty list is the header alone', async () => {
    const count = CSV_SLICE_ROWS * 2 + 7;
    const items = Array.from({ length: count }, (_, index) => index);
    const rows = rowsOf(await toCsv(['n'], items, (index) => [index]));
    expect(rows).toHaveLength(count + 1);
    expect(rows.slice(1).map(([cell]) => Number(cell))).toEqual(items);
    expect(await toCsv(['n'], [], (index: number) => [index])).toBe('\uFEFFn');
  });
});

/** A `;`-separated file read as Excel in Turkish reads it. */
const turkishRowsOf = (csv: string) =>
  parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;

/**
 * The pieces of a `;`-separated file a spreadsheet could run as a formula: its cells as Excel in Turkish reads
 * them, the parts of each cell between `;`, `,`, tabs and line breaks, and the parts of each line between `,`s
 * (how Excel in English reads such a file), each less its leading spaces and invisible characters.
 */
function unguardedTurkishFormulae(csv: string) {
  return [
    ...turkishRowsOf(csv)
      .flat()
      .flatMap((cell) => [cell, ...cell.split(/[;,\t\r\n]/)]),
    ...csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(',')),
  ]
    .map((piece) => piece.replace(/^[\s\p{Cc}\p{Cf}"]+/u, ''))
    .filter((piece) => FORMULA_CHARACTER.test(piece) && !SIGNED_NUMBER.test(piece));
}

describe('toCsv for a spreadsheet in Turkish', () => {
  it('separates with `;` and writes decimal commas, so the file reads back in columns', async () => {
    const tr = CSV_DIALECTS.tr;
    const csv = await toCsv(
      ['Ürün', 'Fiyat', 'Adet'],
      [
        ['Cevizli Baklava, 500 g', 1234.5, 2],
        ['Lokum (2 adet); Kahve (1 adet)', 3, 1],
      ],
      ([title, price, count]) => [title ?? '', csvAmount(Number(price), tr), count ?? 0],
      tr,
    );
    expect(csv.startsWith('\uFEFFÜrün;Fiyat;Adet\r\n')).toBe(true);
    // A comma is text here, a `;` inside a cell is quoted.
    expect(csv).toContain('Cevizli Baklava, 500 g;1234,50;2\r\n');
    expect(csv).toContain('"Lokum (2 adet); Kahve (1 adet)";3,00;1');
    expect(turkishRowsOf(csv)).toEqual([
      ['Ürün', 'Fiyat', 'Adet'],
      ['Cevizli Baklava, 500 g', '1234,50', '2'],
      ['Lokum (2 adet); Kahve (1 adet)', '3,00', '1'],
    ]);
    // Each amount is a number with a decimal comma, as Excel in Turkish reads it.
    expect(
      turkishRowsOf(csv)
        .slice(1)
        .map((row) => Number(row[1]?.replace(',', '.'))),
    ).toEqual([1234.5, 3]);
  });

  it.each([
    ['a formula', '=HYPERLINK("x")', '\'=HYPERLINK("x")'],
    ['a formula after a `;`', 'Atatürk Cd. 5;=1+1', "'Atatürk Cd. 5;'=1+1"],
    [
      'a formula after a `,`, where Excel in English splits this file',
      'Moda Cd. 5,=1+1',
      "'Moda Cd. 5,'=1+1",
    ],
    ['a command after a `,` and a space', "x, =cmd|' /C calc'!A0", "'x, '=cmd|' /C calc'!A0"],
    ['a formula on a second line', 'Kat 2\n@SUM(A1)', "'Kat 2\n'@SUM(A1)"],
    ['a full-width sign', '\uFF1D1+1', "'\uFF1D1+1"],
  ])('guards %s', async (_case, cell, guarded) => {
    const csv = await toCsv(['Adres', 'Tutar'], [[cell, '12,50']], same, CSV_DIALECTS.tr);
    expect(turkishRowsOf(csv)).toEqual([
      ['Adres', 'Tutar'],
      [guarded, '12,50'],
    ]);
    expect(unguardedTurkishFormulae(csv)).toEqual([]);
  });

  it('keeps plain values: signed numbers with a decimal comma, a list with commas', async () => {
    const cells = ['-1,5', '+90', 'Moda Cd. 5, Kadıköy', '1234,50'];
    const csv = await toCsv(['a', 'b', 'c', 'd'], [cells], same, CSV_DIALECTS.tr);
    expect(turkishRowsOf(csv)[1]).toEqual(cells);
    expect(unguardedTurkishFormulae(csv)).toEqual([]);
  });
});

describe('csvAmount and csvDate', () => {
  it('writes amounts with a dot and two decimals, dates as ISO in UTC, and nothing for unknown values', () => {
    expect(csvAmount(1234.5)).toBe('1234.50');
    expect(csvAmount(1234.5, CSV_DIALECTS.tr)).toBe('1234,50');
    expect(csvAmount(undefined)).toBe('');
    expect(csvAmount(Number.NaN)).toBe('');
    expect(csvAmount(Number.POSITIVE_INFINITY, CSV_DIALECTS.tr)).toBe('');
    expect(csvDate('2026-10-02T09:14:00.000Z')).toBe('2026-10-02T09:14:00.000Z');
    expect(csvDate('2026-10-02T12:14:00+03:00')).toBe('2026-10-02T09:14:00.000Z');
    expect(csvDate('')).toBe('');
  });
});
