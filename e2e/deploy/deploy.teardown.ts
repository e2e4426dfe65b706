import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as teardown } from '@playwright/test';
import { PROCESSES_FILE, RUN_ROOT, stopProcess } from './deploy-servers';

teardown('stop nginx and the loopback backends', async () => {
  if (!existsSync(PROCESSES_FILE)) return;
  for (const pid of JSON.parse(readFileSync(PROCESSES_FILE, 'utf8')) as number[]) await stopProcess(pid);
  rmSync(PROCESSES_FILE);
  // The configured copies of the build go; the logs stay for a look after a failure (the next run clears them).
  for (const entry of readdirSync(RUN_ROOT, { withFileTypes: true })) {
    if (entry.isDirectory()) rmSync(join(RUN_ROOT, entry.name), { recursive: true, force: true });
  }
});
