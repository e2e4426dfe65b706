import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { parseAnswer, recordList } from './record-list';
import { idSchema, numberSchema } from './schema-helpers';

const records = recordList(z.object({ _id: idSchema, price: numberSchema }));

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
