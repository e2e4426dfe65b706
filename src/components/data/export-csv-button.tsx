import { Button, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useLocale, useTranslate } from '@/lib/i18n/i18n';
import { type Locale } from '@/boot/preferred-locale';
// Not '@/lib/format/csv': that module brings the CSV library, which loads on the first export only.
import { datedFileName, saveTextFile } from '@/lib/device/save-file';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; fileName: string; rows: number }
  | { kind: 'failed' };

interface ExportCsvButtonProps {
  label: string;
  /** The file's name before its date: `orders` gives `orders-2026-11-27.csv`. */
  fileStem: string;
  /** The rows the view shows; nothing to export disables the button. */
  rowCount: number;
  /**
   * The CSV text of the view's rows, written for a spreadsheet in `locale` (lib/format/csv.ts, CSV_DIALECTS), and how
   * many there are (its code may load on demand).
   */
  makeCsv: (locale: Locale) => Promise<{ text: string; rows: number }>;
  /** What the status line says once the file is handed over. */
  doneText: (fileName: string, rows: number) => string;
  failedText: string;
}

/**
 * A data table's "Export CSV": writes the rows the view shows into a dated file for a spreadsheet in the app's
 * language, says beside the button how the file is separated, and says in a status line how many rows went into
 * which file, or that the file could not be made (the CSV code failed to download).
 */
export function ExportCsvButton({
  label,
  fileStem,
  rowCount,
  makeCsv,
  doneText,
  failedText,
}: ExportCsvButtonProps) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const t = useTranslate();
  const locale = useLocale();
  const hintId = useId();

  async function exportRows() {
    if (state.kind === 'working') return;
    setState({ kind: 'working' });
    try {
      const csv = await makeCsv(locale);
      const fileName = datedFileName(fileStem);
      saveTextFile(fileName, csv.text);
      setState({ kind: 'done', fileName, rows: csv.rows });
    } catch (error) {
      console.error('CSV export failed', error);
      setState({ kind: 'failed' });
    }
  }

  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        onClick={() => void exportRows()}
        loading={state.kind === 'working'}
        disabled={rowCount === 0}
        aria-describedby={hintId}
      >
        {label}
      </Button>
      <Text size="sm" c="dimmed" id={hintId}>
        {t('admin.export.hint')}
      </Text>
      <Text size="sm" role="status" c={state.kind === 'failed' ? 'red.9' : 'dimmed'}>
        {state.kind === 'done'
          ? doneText(state.fileName, state.rows)
          : state.kind === 'failed'
            ? failedText
            : ''}
      </Text>
    </Group>
  );
}
