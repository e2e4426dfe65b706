import { useInViewport, useReducedMotion } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { translate, useTranslate } from '@/lib/i18n/i18n';
import { useNearViewport } from '../hooks/use-near-viewport';
import { rowDurationSeconds, rowLayout } from '../lib/row-items';
import { categoryLabel, categoryName } from '../categories';
import { categoryKey, CATEGORY_LIST, type KnownCategory } from '../category-ids';
import type { Product } from '../schemas';
import classes from './category-rows.module.css';
import { ROW_CARD_IMAGE } from '@/boot/image-variants';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { loadingRegion } from '@/components/feedback/loading-region';

interface RowActions {
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  addingId?: string;
}

/** One row: a known category, or a value the backend stores that is none of the eleven (its own label). */
export interface CategoryGroup {
  key: string;
  label: string;
  /** Set for the eleven known categories: those have a listing to link to. */
  category?: KnownCategory;
  items: Product[];
}

/**
 * Products grouped by category, whatever spelling the backend stores them in: the eleven in catalog order,
 * then any other category in the order it first appears (a product never falls out of the page). Labels are
 * in the language of `t`.
 */
export function groupByCategory(
  products: readonly Product[],
  t: typeof translate = translate,
): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>(
    CATEGORY_LIST.map((category) => [
      categoryKey(category.id),
      { key: categoryKey(category.id), label: categoryName(category, t), category, items: [] },
    ]),
  );
  for (const product of products) {
    const key = categoryKey(product.category.trim());
    let group = groups.get(key);
    if (!group) {
      group = { key, label: categoryLabel(product.category, t), items: [] };
      groups.set(key, group);
    }
    group.items.push(product);
  }
  return [...groups.values()].filter((group) => group.items.length > 0);
}

/** Products grouped by category in rows (docs/behaviour.md#catalog), in catalog order; empty categories are left out. */
export function CategoryRows({
  products,
  loading,
  renderViewAll,
  ...actions
}: RowActions & {
  products: Product[];
  loading: boolean;
  /**
   * A link to the whole category. `capped`: the row shows only the first of its products (lib/row-items.ts), and
   * the link is the way to the rest (the landing shows it only then).
   */
  renderViewAll?: (category: KnownCategory, row: { total: number; capped: boolean }) => ReactNode;
}) {
  const t = useTranslate();
  const groups = useMemo(() => groupByCategory(products, t), [products, t]);

  if (loading) {
    return (
      <div className={classes.rows} {...loadingRegion(t('catalog.grid.loading'))}>
        {[0, 1].map((row) => (
          <div key={row} className={classes.row}>
            <div className={classes.headingBone} />
            <div className={classes.skeletonRow}>
              {[0, 1, 2, 3, 4].map((card) => (
                <div key={card} className={classes.item}>
                  <ProductCardSkeleton />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className={classes.rows}>
      {groups.map(({ key, label, category, items }) => (
        <CategoryRow
          key={key}
          rowKey={key}
          label={label}
          items={items}
          viewAll={
            category && renderViewAll?.(category, { total: items.length, capped: rowLayout(items).capped })
          }
          {...actions}
        />
      ))}
    </div>
  );
}

function CategoryRow({
  rowKey,
  label,
  items,
  viewAll,
  onOpen,
  onAddToCart,
  addingId,
}: RowActions & { rowKey: string; label: string; items: Product[]; viewAll?: ReactNode }) {
  const t = useTranslate();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  // Rows out of sight stop moving: eleven endless animations would keep a phone busy for nothing.
  const { ref: viewportRef, inViewport } = useInViewport<HTMLDivElement>();
  // Ids allow any character but spaces: a backend's own category name may hold anything else.
  const headingId = `row-${rowKey.replace(/\s+/g, '') || 'other'}`;
  const animate = !reducedMotion;
  // Every product of the category up to the row's cap, moving or still: the DOM stays bounded either way.
  const { shown, copies } = rowLayout(items);
  // Cards are built only when the row comes near the screen: a long home page stays quick to open.
  const { ref: sectionRef, near } = useNearViewport<HTMLElement>();
  // The decorative repeats follow once the row is on screen, in a transition React renders in small slices,
  // so opening the page is never one long task. Until then the track holds still at its start.
  const [repeated, setRepeated] = useState(false);
  useEffect(() => {
    if (!animate || !inViewport || repeated) return;
    startTransition(() => setRepeated(true));
  }, [animate, inViewport, repeated]);
  const shownCopies = animate ? (repeated ? copies : 1) : 1;

  const cards = Array.from({ length: shownCopies }, (_, copy) => copy).flatMap((copy) =>
    shown.map((product) => (
      <li key={`${copy}-${product._id}`} className={classes.item}>
        <ProductCard
          product={product}
          onOpen={onOpen}
          onAddToCart={onAddToCart}
          adding={addingId === product._id}
          // The repeats are decoration: one card per product for keyboards and screen readers.
          inert={copy > 0}
          imageVariants={ROW_CARD_IMAGE}
        />
      </li>
    )),
  );

  return (
    // Plain elements: eleven rows of Stack/Group/Title/ActionIcon cost more to render than they are worth.
    <section className={classes.row} aria-labelledby={headingId} ref={sectionRef}>
      <div className={classes.header}>
        <h2 className={classes.title} id={headingId}>
          {label}
        </h2>
        <div className={classes.actions}>
          {viewAll}
          {animate && (
            <button
              type="button"
              className={classes.toggle}
              aria-label={t(paused ? 'catalog.row.play' : 'catalog.row.pause', { category: label })}
              onClick={() => setPaused((value) => !value)}
            >
              <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true" fill="currentColor">
                {paused ? (
                  <path d="M8 5v14l11-7z" />
                ) : (
                  <>
                    <rect x="6" y="5" width="4" height="14" rx="1" />
                    <rect x="14" y="5" width="4" height="14" rx="1" />
                  </>
                )}
              </svg>
            </button>
          )}
        </div>
      </div>
      <div ref={viewportRef} className={animate ? classes.viewport : `${classes.viewport} ${classes.static}`}>
        <ul
          className={animate ? `${classes.track} ${classes.animated}` : classes.track}
          data-paused={paused || !inViewport || !repeated || undefined}
          style={
            {
              '--row-duration': `${rowDurationSeconds(shown.length)}s`,
              '--row-copies': shownCopies,
            } as CSSProperties
          }
        >
          {near
            ? cards
            : shown.slice(0, 5).map((product) => (
                <li key={product._id} className={classes.item}>
                  <ProductCardSkeleton />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
