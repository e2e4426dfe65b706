import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_SLICE_ROWS, csvAmount, csvDate, toCsv } from './csv';

const rowsOf = (csv: string) => parse<string[]>(csv.replace(/^\uFEFF/, '')).data;
const same = (row: readonly string[]) => row;

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

  it.each([['=HYPERLINK("x")'], ['+SUM(A1:A2)'], ['-2+3'], ['@cmd'], ['\t=1'], ['\r=1'], ['=1\n+2']])(
    'writes %j so a spreadsheet shows it as text',
    async (cell) => {
      const [, row] = rowsOf(await toCsv(['Title'], [[cell]], same));
      expect(row).toEqual([`'${cell}`]);
    },
  );

  it('keeps plain values as they are: signed numbers stay numbers, a phone number with spaces is guarded', async () => {
    const [, row] = rowsOf(
      await toCsv(['a', 'b', 'c', 'd'], [['-3.50', '+90', 'Baklava', '+90 532 555 0142']], same),
    );
    expect(row).toEqual(['-3.50', '+90', 'Baklava', "'+90 532 555 0142"]);
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

describe('csvAmount and csvDate', () => {
  it('writes amounts with a dot and two decimals, dates as ISO in UTC, and nothing for unknown values', () => {
    expect(csvAmount(1234.5)).toBe('1234.50');
    expect(csvAmount(undefined)).toBe('');
    expect(csvDate('2026-10-02T09:14:00.000Z')).toBe('2026-10-02T09:14:00.000Z');
    expect(csvDate('2026-10-02T12:14:00+03:00')).toBe('2026-10-02T09:14:00.000Z');
    expect(csvDate('')).toBe('');
  });
});
