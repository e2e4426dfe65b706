import { useTranslate } from '@/lib/i18n/i18n';
import classes from './page-skeleton.module.css';
import { loadingRegion } from './loading-region';

/** Shown while the session check or a first data load runs; `label` names it (Loading when not given). */
export function PageSkeleton({ label }: { label?: string }) {
  const t = useTranslate();
  return (
    <div className={classes.page} {...loadingRegion(label ?? t('common.loading.label'))}>
      <div className={classes.bone} style={{ height: 48 }} />
      <div className={classes.bone} style={{ height: 220 }} />
      <div className={classes.bone} style={{ height: 24, width: '60%' }} />
      <div className={classes.bone} style={{ height: 24, width: '40%' }} />
    </div>
  );
}
