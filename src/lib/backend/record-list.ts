import { safeParse, z } from 'zod/mini';
import type { $ZodError, $ZodType, output } from 'zod/v4/core';
import { nextTask } from '@/boot/next-task';

/**
 * Lists are read record by record: one record a backend stored oddly (an old document, a hand edit) must not
 * empty the whole list. A record that cannot be read is left out and reported once on the console, with the
 * endpoint, the record's id and the field; the others are shown.
 */

/** The endpoint whose answer is being parsed: set by apiRequest around its (synchronous) parse. */
let endpointBeingRead = '(no endpoint)';
const alreadyReported = new Set<string>();

/** Parses `body` with `schema`, naming `endpoint` in any report of a skipped record. */
export function parseAnswer<Schema extends $ZodType>(endpoint: string, schema: Schema, body: unknown) {
  const previous = endpointBeingRead;
  endpointBeingRead = endpoint;
  try {
    return safeParse(schema, body);
  } finally {
    endpointBeingRead = previous;
  }
}

function recordIdOf(record: unknown) {
  if (record && typeof record === 'object') {
    const { _id, productId } = record as { _id?: unknown; productId?: unknown };
    for (const id of [_id, productId]) {
      if ((typeof id === 'string' && id.trim()) || typeof id === 'number') return String(id);
    }
  }
  return '(no id)';
}

/** The first field that failed, as a path inside the record ("price", "cartItems.2.price"). */
export function failedField(error: $ZodError) {
  const issue = error.issues[0];
  if (!issue) return '(record)';
  return issue.path.length ? issue.path.join('.') : '(record)';
}

function reportUnreadableRecord(record: unknown, error: $ZodError) {
  const id = recordIdOf(record);
  const field = failedField(error);
  const key = `${endpointBeingRead}|${id}|${field}`;
  if (alreadyReported.has(key)) return;
  alreadyReported.add(key);
  console.warn(
    `Skipped a record from ${endpointBeingRead}: id ${id}, field "${field}": ${error.issues[0]?.message ?? 'invalid'}`,
  );
}

/**
 * An array whose records are parsed one by one with `record`: unreadable ones are left out and reported.
 * Unset (null, missing) reads as an empty list; anything else that is not an array fails the answer.
 */
export function recordList<Record extends $ZodType>(record: Record) {
  return z.pipe(
    z.pipe(
      z.nullish(z.array(z.unknown())),
      z.transform((items) => items ?? []),
    ),
    z.transform((items) =>
      items.flatMap((item): output<Record>[] => {
        const parsed = safeParse(record, item);
        if (parsed.success) return [parsed.data];
        reportUnreadableRecord(item, parsed.error);
        return [];
      }),
    ),
  );
}

/**
 * A list whose records are not read yet (unset reads as empty): a long list's answer is parsed with it, and its
 * records read afterwards with readRecordsInSlices.
 */
export const unreadRecords = z.pipe(
  z.nullish(z.array(z.unknown())),
  z.transform((items) => items ?? []),
);

/** Records read in one task: a catalog or an order book of thousands takes a dozen short tasks, not one long one. */
const RECORDS_PER_SLICE = 250;

/**
 * Reads a long list's records as recordList does (an unreadable one is left out and reported, naming `endpoint`),
 * in slices of RECORDS_PER_SLICE, each in a task of its own, the first one too (it is not added to the task that
 * received the list): the browser paints and answers input in between.
 */
export async function readRecordsInSlices<Record extends $ZodType>(
  endpoint: string,
  record: Record,
  records: readonly unknown[],
): Promise<output<Record>[]> {
  const readSlice = recordList(record);
  const read: output<Record>[] = [];
  for (let start = 0; start < records.length; start += RECORDS_PER_SLICE) {
    await nextTask();
    const slice = parseAnswer(endpoint, readSlice, records.slice(start, start + RECORDS_PER_SLICE));
    if (slice.success) read.push(...slice.data);
  }
  return read;
}

/** For tests: forget which records were reported, so each test sees its own reports. */
export function forgetReportedRecords() {
  alreadyReported.clear();
}
