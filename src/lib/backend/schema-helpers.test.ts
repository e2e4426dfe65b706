import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  dateSchema,
  idSchema,
  numberOr,
  numberSchema,
  optionalIdSchema,
  optionalNumberSchema,
  optionalTextSchema,
  textOr,
} from './schema-helpers';

describe('reading backend values', () => {
  it('reads ids that are strings or numbers, and refuses a missing or empty one', () => {
    expect(idSchema.parse('64b0c0a1f1e2d3c4b5a60001')).toBe('64b0c0a1f1e2d3c4b5a60001');
    expect(idSchema.parse(42)).toBe('42');
    for (const missing of [undefined, null, '', '  ', {}])
      expect(idSchema.safeParse(missing).success).toBe(false);
    for (const unset of [undefined, null, '', ' ']) expect(optionalIdSchema.parse(unset)).toBeUndefined();
    expect(optionalIdSchema.parse(7)).toBe('7');
  });

  it('reads numbers that arrive as strings, and fails on text that is no number', () => {
    expect(numberSchema.parse('19.9')).toBe(19.9);
    expect(numberSchema.parse(3)).toBe(3);
    expect(numberSchema.safeParse('cheap').success).toBe(false);
    expect(numberSchema.safeParse(undefined).success).toBe(false);
    expect(numberOr(1).safeParse({}).success).toBe(false);
  });

  it('treats null, missing and an empty string the same', () => {
    for (const unset of [undefined, null, '', '   ']) {
      expect(numberOr(0).parse(unset)).toBe(0);
      expect(optionalNumberSchema.parse(unset)).toBeUndefined();
      expect(dateSchema.parse(unset)).toBe('');
    }
    for (const unset of [undefined, null, '']) {
      expect(optionalTextSchema.parse(unset)).toBe('');
      expect(textOr('Untitled product').parse(unset)).toBe('Untitled product');
    }
    expect(optionalTextSchema.parse(34710)).toBe('34710');
  });

  it('reads dates in any ISO form and epoch milliseconds; an unreadable date is a dash, not a failure', () => {
    expect(dateSchema.parse('2026-11-20')).toBe('2026-11-20');
    expect(dateSchema.parse('2026-11-20T09:14:00.000+03:00')).toBe('2026-11-20T09:14:00.000+03:00');
    expect(dateSchema.parse(1_763_640_000_000)).toBe('2025-11-20T12:00:00.000Z');
    expect(dateSchema.parse('1763640000000')).toBe('2025-11-20T12:00:00.000Z');
    expect(dateSchema.parse('Thu, 20 Nov 2025 12:00:00 GMT')).toBe('2025-11-20T12:00:00.000Z');
    expect(dateSchema.parse('soon')).toBe('');
    expect(dateSchema.parse({ $date: 1 })).toBe('');
  });

  it('ignores fields nobody asked for', () => {
    const schema = z.object({ _id: idSchema, title: optionalTextSchema });
    expect(schema.parse({ _id: 1, title: 'Lokum', __v: 0, createdAt: 'x', brand: 'y' })).toEqual({
      _id: '1',
      title: 'Lokum',
    });
  });
});
