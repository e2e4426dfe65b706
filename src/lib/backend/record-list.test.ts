import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { parseAnswer, readRecordsInSlices, recordList, unreadRecords } from './record-list';
import { idSchema, numberSchema } from './schema-helpers';

const record = z.object({ _id: idSchema, price: numberSchema });
const records = recordList(record);

afterEach(() => vi.restoreAllMocks());

describe('recordList', () => {
  it('keeps the records it can read and reports each one it cannot, once per endpoint, id and field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = [{ _id: 'a', price: '2' }, { _id: 'b', price: 'two' }, { price: 3 }, { _id: 'd', price: 4 }];

    const first = parseAnswer('GET /api/things', records, body);
    const again = parseAnswer('GET /api/things', records, body);
    parseAnswer('GET /api/other-things', records, body);

    expect(first.success && first.data).toEqual([
      { _id: 'a', price: 2 },
      { _id: 'd', price: 4 },
    ]);
    expect(again.success && again.data).toHaveLength(2);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('GET /api/things: id b, field "price"'),
      expect.stringContaining('GET /api/things: id (no id), field "_id"'),
      expect.stringContaining('GET /api/other-things: id b, field "price"'),
      expect.stringContaining('GET /api/other-things: id (no id), field "_id"'),
    ]);
  });

  it('reads a missing list as empty, and fails on something that is no list at all', () => {
    expect(records.parse(null)).toEqual([]);
    expect(records.parse(undefined)).toEqual([]);
    expect(records.safeParse('not-what-you-expected').success).toBe(false);
    expect(records.safeParse({ 0: { _id: 'a', price: 1 } }).success).toBe(false);
  });
});

describe('readRecordsInSlices', () => {
  it('reads a long list in several tasks, in order, leaving out and reporting only the records it cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = Array.from({ length: 600 }, (_, index) =>
      index === 400 ? { _id: 'odd', price: 'free' } : { _id: `p${index}`, price: String(index) },
    );
    const tasks: string[] = [];
    // A task queued now runs between the slices: the reading gives the browser its turn.
    setTimeout(() => tasks.push('other task'));

    const read = await readRecordsInSlices('GET /api/shop/products/get', record, body);
    tasks.push('read');

    expect(read).toHaveLength(599);
    expect(read[0]).toEqual({ _id: 'p0', price: 0 });
    expect(read.at(-1)).toEqual({ _id: 'p599', price: 599 });
    expect(read.some((product) => product._id === 'odd')).toBe(false);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('GET /api/shop/products/get: id odd, field "price"'),
    ]);
    expect(tasks).toEqual(['other task', 'read']);
  });

  it('reads even a short list in a task of its own, not in the one that received it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const reading = readRecordsInSlices('GET /api/short-list', record, [{ _id: 'odd', price: 'free' }]);
    await Promise.resolve();
    expect(warn).not.toHaveBeenCalled();

    expect(await reading).toEqual([]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('GET /api/short-list: id odd, field "price"'),
    ]);
  });

  it('takes a missing list as empty', async () => {
    expect(await readRecordsInSlices('GET /api/things', record, unreadRecords.parse(null))).toEqual([]);
  });
});
