import { useLazyOverlay } from '@/components/overlays/use-lazy-overlay';
import type { ConfirmDialogProps } from './confirm-dialog';

const loadConfirmDialog = () => import('./confirm-dialog');

/** ConfirmDialog (Mantine's Modal, its focus trap and transitions) loaded once the page is idle or it first opens. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const { loaded, opened } = useLazyOverlay(props.opened, loadConfirmDialog);
  return loaded ? <loaded.ConfirmDialog {...props} opened={opened} /> : null;
}
