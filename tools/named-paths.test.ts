import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's own files, as git tracks them. */
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const CODE = /\.(ts|tsx|js|mjs|sh|conf)$|^Dockerfile$|^\.ci\/run$/;
const DOCS = /\.md$/;

/**
 * A file path as comments and docs write it: from the repository's root (`src/lib/format/csv.ts`, `.ci/run`), from
 * `src/` (`lib/format/csv.ts`, `features/cart/…`), or from the folder of the file that names it (`api/search-reading.ts`).
 * Not a URL's path (preceded by `/` or a host) and not a pattern (`*`, `{…}`, `<name>`, `…`).
 */
const NAMED_PATH =
  /(?<![\w./@:-])((?:\.ci|src|mocks|tools|e2e|docs|deploy|lib|features|app|pages|components|stores|routes|testing|journeys|boot)\/[\w.\-/]*[\w/])/g;

/**
 * The text a file's comments hold: every line of a doc but its example paths (a worked example names the files it
 * would create, between `<!-- example paths… -->` and `<!-- end of example paths -->`); in code, the comment lines
 * and the comment ends of lines.
 */
function commentText(file: string, text: string): string {
  if (DOCS.test(file)) return text.replace(/<!-- example paths[\s\S]*?<!-- end of example paths -->/g, '');
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trimStart();
      if (/^(\/\/|\*|\/\*\*?|#)/.test(trimmed)) return trimmed;
      const trailing = line.indexOf(' // ');
      return trailing === -1 ? '' : line.slice(trailing);
    })
    .join('\n');
}

function exists(path: string, namedIn: string): boolean {
  const clean = path.replace(/\/$/, '');
  // A module may be named without its extension (`boot/next-task`).
  const spellings = [clean, `${clean}.ts`, `${clean}.tsx`];
  const candidates = spellings.flatMap((spelling) => [spelling, posix.join('src', spelling)]);
  // Relative to the naming file's folder or any folder above it.
  for (let folder = posix.dirname(namedIn); folder !== '.'; folder = posix.dirname(folder)) {
    candidates.push(...spellings.map((spelling) => posix.join(folder, spelling)));
  }
  return candidates.some((candidate) => existsSync(join(ROOT, candidate)));
}

function missingPaths(): string[] {
  const missing: string[] = [];
  for (const file of trackedFiles) {
    if (!CODE.test(file) && !DOCS.test(file)) continue;
    if (file.endsWith('named-paths.test.ts')) continue;
    const text = commentText(file, readFileSync(join(ROOT, file), 'utf8'));
    for (const match of text.matchAll(NAMED_PATH)) {
      const path = match[1] ?? '';
      const after = text.slice((match.index ?? 0) + path.length, (match.index ?? 0) + path.length + 1);
      // A pattern or a placeholder, not a file: tools/*.ts, src/routes/{a,b}, features/<name>/, lib/…
      if (/[*{<…$]/.test(after) || path.includes('..')) continue;
      if (!exists(path, file)) missing.push(`${file}: ${path}`);
    }
  }
  return [...new Set(missing)];
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** `behaviour.md#failure-rules`, wherever it is written: the doc and the heading must both be there. */
function missingAnchors(): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  for (const file of trackedFiles.filter((name) => name.startsWith('docs/') && DOCS.test(name))) {
    const headings = readFileSync(join(ROOT, file), 'utf8').matchAll(/^#{1,6} (.+)$/gm);
    anchorsOf.set(posix.basename(file), new Set([...headings].map((heading) => anchorOf(heading[1] ?? ''))));
  }
  const missing: string[] = [];
  for (const file of trackedFiles) {
    if ((!CODE.test(file) && !DOCS.test(file)) || file.endsWith('named-paths.test.ts')) continue;
    const text = commentText(file, readFileSync(join(ROOT, file), 'utf8'));
    for (const [, doc = '', anchor = ''] of text.matchAll(/([\w-]+\.md)#([\w-]+)/g)) {
      const anchors = anchorsOf.get(doc);
      if (anchors && !anchors.has(anchor)) missing.push(`${file}: ${doc}#${anchor}`);
    }
  }
  return [...new Set(missing)];
}

describe('file paths named in comments and docs', () => {
  it('all exist, so a reader who follows one finds the file', () => {
    expect(missingPaths()).toEqual([]);
  });

  it("every anchor into a doc names one of the doc's headings", () => {
    expect(missingAnchors()).toEqual([]);
  });
});

describe('one spelling', () => {
  // The word is "catalog" in code, file names, texts and docs (Lingui's and the feature folder's spelling). The
  // worker's cache keeps the name devices already hold: renaming it would leave old copies behind.
  it('of "catalog", in every file the repository holds', () => {
    const stray = trackedFiles.filter((file) => {
      if (
        file === 'package-lock.json' ||
        file.startsWith('tools/mutation/') ||
        file.endsWith('named-paths.test.ts')
      )
        return false;
      if (/catalogue/i.test(file)) return true;
      if (!CODE.test(file) && !DOCS.test(file) && !file.endsWith('.json') && !file.endsWith('.tsx'))
        return false;
      return /catalogue/i.test(readFileSync(join(ROOT, file), 'utf8').replaceAll('public-catalogue', ''));
    });
    expect(stray).toEqual([]);
  });
});
