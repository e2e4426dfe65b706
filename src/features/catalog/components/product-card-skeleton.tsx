import classes from './product-card.module.css';

/** A card's shape while products load (kept apart so pages of rows do not pull in the grid). */
export function ProductCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <div className={`${classes.media} ${classes.boneImage}`} />
      <div className={classes.body}>
        <div className={classes.bone} style={{ height: 18 }} />
        <div className={classes.bone} style={{ height: 14, width: '50%' }} />
        <div className={classes.bone} style={{ height: 18, width: '40%', marginTop: 'auto' }} />
      </div>
      <div className={`${classes.bone} ${classes.boneAdd}`} />
    </div>
  );
}
