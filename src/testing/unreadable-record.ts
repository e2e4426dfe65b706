import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '@mocks/node';

/**
 * Answers `path` with `data` (a list holding one unreadable record), reads it twice through the client and
 * returns what the screen gets and what was reported on the console: the first read reports the record, the
 * second must not report it again.
 */
export async function readWithUnreadableRecord<Result>(
  path: string,
  data: unknown,
  read: () => Promise<Result>,
) {
  server.use(http.all(`*${path}`, () => HttpResponse.json({ success: true, data })));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const result = await read();
  await read();
  const warnings = warn.mock.calls.map((call) => String(call[0]));
  warn.mockRestore();
  return { result, warnings };
}
