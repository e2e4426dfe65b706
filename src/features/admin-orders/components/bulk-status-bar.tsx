import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/feedback/lazy-confirm-dialog';
import { ORDER_STATUSES, orderStatusLabel } from '@/features/orders/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatCount } from '@/lib/format/numbers';
import { useBulkUpdateOrderStatus } from '../api/use-bulk-update-order-status';

interface BulkStatusBarProps {
  /** The selected orders the view shows, in its order. */
  selectedIds: readonly string[];
  onClearSelection: () => void;
  /** The selection's packing slips (a link to their print view). */
  printSlips: React.ReactNode;
}

/**
 * One status for every selected order (docs/behaviour.md#admin): a confirmation that names the count and the
 * status and says the change cannot be undone, then the updates with their progress ("12 of 20 updated"), then
 * the result, each failed order named with its reason and a retry of those orders only, and how many were not
 * sent because the session ended during the run.
 */
export function BulkStatusBar({ selectedIds, onClearSelection, printSlips }: BulkStatusBarProps) {
  const t = useTranslate();
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const bulk = useBulkUpdateOrderStatus();
  const result = bulk.data;
  // Every order of the run: updated, failed, or not sent (its session ended before its turn).
  const runTotal = result ? result.updated.length + result.failed.length + result.notSent.length : 0;
  const statusLabel = status ? orderStatusLabel(status, t) : '';
  const count = confirming?.length ?? 0;

  function start(ids: readonly string[]) {
    if (!status || bulk.isPending || ids.length === 0) return;
    setConfirming(ids);
  }

  function confirm() {
    if (!status || !confirming || bulk.isPending) return;
    bulk.mutate({ ids: confirming, orderStatus: status });
    setConfirming(null);
  }

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={t('admin.bulk.region')}
      bg="var(--mantine-color-gray-0)"
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Text fw={600} aria-live="polite" style={{ alignSelf: 'center' }}>
            {t('admin.bulk.selected', {
              selected: formatCount(selectedIds.length),
              count: selectedIds.length,
            })}
          </Text>
          <Select
            label={t('admin.bulk.status')}
            placeholder={t('admin.orderStatus.placeholder')}
            data={ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabel(value, t) }))}
            value={status}
            onChange={setStatus}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={200}
          />
          <Button
            onClick={() => start(selectedIds)}
            disabled={!status || selectedIds.length === 0}
            loading={bulk.isPending}
          >
            {t('admin.bulk.apply')}
          </Button>
          {printSlips}
          <Button variant="subtle" onClick={onClearSelection} disabled={bulk.isPending}>
            {t('admin.bulk.clear')}
          </Button>
        </Group>

        {/* Always there (out of the flow while idle), so that the progress is heard from its first count on. */}
        <Stack gap={4} pos={bulk.isPending ? undefined : 'absolute'}>
          <Text size="sm" role="status">
            {bulk.isPending
              ? t('admin.bulk.progress', {
                  ended: formatCount(bulk.progress.ended),
                  total: formatCount(bulk.progress.total),
                })
              : ''}
          </Text>
          {bulk.isPending && (
            <Progress
              value={bulk.progress.total ? (100 * bulk.progress.ended) / bulk.progress.total : 0}
              aria-label={t('admin.bulk.progressLabel')}
              transitionDuration={150}
            />
          )}
        </Stack>

        {!bulk.isPending && result && (
          <Alert
            color={result.failed.length || result.notSent.length ? 'red' : 'green'}
            variant="light"
            // Said whole as it appears, every failed order named: an alert with a title would be heard by its title
            // alone.
            aria-atomic="true"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm" fw={700}>
                {t('admin.bulk.done', {
                  updated: formatCount(result.updated.length),
                  total: formatCount(runTotal),
                  count: runTotal,
                  status: orderStatusLabel(result.orderStatus, t),
                })}
              </Text>
              {result.failed.length > 0 && (
                <>
                  <Text size="sm">
                    {t('admin.bulk.failedHeading', {
                      failed: formatCount(result.failed.length),
                      count: result.failed.length,
                    })}
                  </Text>
                  {/* A plain list: Mantine's List would be one more chunk every page's start-up names. */}
                  <Stack component="ul" gap={2} m={0} ps="lg" fz="sm">
                    {result.failed.map((failure) => (
                      <li key={failure.id}>
                        {t(failure.unconfirmed ? 'admin.bulk.failureUnconfirmed' : 'admin.bulk.failure', {
                          id: failure.id,
                          message: failure.message,
                        })}
                      </li>
                    ))}
                  </Stack>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      setStatus(result.orderStatus);
                      setConfirming(result.failed.map((failure) => failure.id));
                    }}
                  >
                    {t('admin.bulk.retry', { count: result.failed.length })}
                  </Button>
                </>
              )}
              {result.notSent.length > 0 && (
                <Text size="sm">
                  {t('admin.bulk.notSent', {
                    notSent: formatCount(result.notSent.length),
                    count: result.notSent.length,
                  })}
                </Text>
              )}
              <Button size="xs" variant="subtle" onClick={() => bulk.reset()}>
                {t('admin.bulk.dismiss')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>

      <LazyConfirmDialog
        opened={confirming !== null}
        title={t('admin.bulk.confirm.title', { orders: formatCount(count), count, status: statusLabel })}
        message={t('admin.bulk.confirm.message', { orders: formatCount(count), count, status: statusLabel })}
        confirmLabel={t('admin.bulk.confirm.button')}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}
