import classes from './page-skeleton.module.css';

/** Shown while the session check or a first data load runs. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={classes.page} role="status" aria-busy="true" aria-label={label}>
      <div className={classes.bone} style={{ height: 48 }} />
      <div className={classes.bone} style={{ height: 220 }} />
      <div className={classes.bone} style={{ height: 24, width: '60%' }} />
      <div className={classes.bone} style={{ height: 24, width: '40%' }} />
    </div>
  );
}
