import { describe, expect, it } from 'vitest';
import { PAGES_CONFIGURATION_PLACEHOLDER } from '../build-names.ts';
import { pageRevisions } from './service-worker.ts';

const entries = [
  { url: 'index.html', revision: 'abc', size: 1 },
  { url: 'auth/login.html', revision: 'def', size: 1 },
  { url: 'assets/startup-x1.js', revision: null, size: 1 },
];

describe("the worker's precache list", () => {
  it("gives a deploy build's pages a revision that deploy/start.sh completes with what it wrote into them", () => {
    const revisions = pageRevisions(entries, true).map((entry) => entry.revision);
    expect(revisions).toEqual([
      `abc${PAGES_CONFIGURATION_PLACEHOLDER}`,
      `def${PAGES_CONFIGURATION_PLACEHOLDER}`,
      null,
    ]);
  });

  it('leaves a build with its backend baked in as it is', () => {
    expect(pageRevisions(entries, false)).toEqual(entries);
  });
});
