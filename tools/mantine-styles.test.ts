import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every Mantine component the app draws needs its style sheet: in src/app/mantine-styles.ts (the first pages'
// sheet, loaded by every page) or imported by the module that uses the component (it then loads with that
// module's chunk). A missing one draws the component unstyled, which no type check or unit test notices.
const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const STYLES = join(ROOT, 'node_modules', '@mantine', 'core', 'styles');
const FIRST_PAGES_SHEET = join(SRC, 'app', 'mantine-styles.ts');

// Components drawn by other components with sheets of their own (from @mantine/core's sources).
const DRAWS: Record<string, string[]> = {
  Select: ['Combobox', 'Popover', 'ScrollArea', 'Input'],
  Menu: ['Popover'],
  Modal: ['ModalBase', 'Overlay', 'Paper', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'Paper', 'CloseButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  PasswordInput: ['Input'],
  NumberInput: ['Input'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  Notification: ['CloseButton', 'Loader'],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The Mantine component sheets a source text imports, by component name. */
function sheetsImported(source: string): Set<string> {
  return new Set(
    [...source.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((match) => match[1]),
  );
}

/** The components a source text imports from @mantine/core (capitalised values, not types). */
function componentsImported(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from '@mantine\/core'/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => /^[A-Z]/.test(name) && !name.startsWith('type ')),
  );
}

function missingSheets(modules: { name: string; source: string }[], firstPagesSheets: Set<string>): string[] {
  return modules.flatMap(({ name, source }) => {
    const own = sheetsImported(source);
    return componentsImported(source).flatMap((component) =>
      [component, ...(DRAWS[component] ?? [])]
        .filter((sheet) => existsSync(join(STYLES, `${sheet}.css`)))
        .filter((sheet) => !firstPagesSheets.has(sheet) && !own.has(sheet))
        .map((sheet) => `${name}: ${component} needs ${sheet}.css`),
    );
  });
}

describe("Mantine's style sheets", () => {
  const firstPagesSheets = sheetsImported(readFileSync(FIRST_PAGES_SHEET, 'utf8'));

  it('every component the app imports has its sheet, in the first pages’ sheet or beside its use', () => {
    const modules = sourceFiles(SRC).map((file) => ({
      name: relative(ROOT, file),
      source: readFileSync(file, 'utf8'),
    }));
    expect(modules.length).toBeGreaterThan(100);
    expect(missingSheets(modules, firstPagesSheets)).toEqual([]);
  });

  it('names a component whose sheet, or the sheet of what it draws, is in neither place', () => {
    const timeline = {
      name: 'order-progress.tsx',
      source: "import { Text, Timeline, type TimelineProps } from '@mantine/core';",
    };
    expect(missingSheets([timeline], firstPagesSheets)).toEqual([
      'order-progress.tsx: Timeline needs Timeline.css',
    ]);
    const select = {
      name: 'status-form.tsx',
      source: "import '@mantine/core/styles/Combobox.css';\nimport { Select } from '@mantine/core';",
    };
    expect(missingSheets([select], firstPagesSheets)).toEqual([
      'status-form.tsx: Select needs Popover.css',
      'status-form.tsx: Select needs ScrollArea.css',
    ]);
  });
});
