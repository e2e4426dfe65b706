import { memo, useId } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { LISTING_CARD_IMAGE, sizedImage, type ImageVariants } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import { categoryLabel } from '../categories';
import { formatPrice } from '@/lib/format/money';
import { hasPrice, type Product } from '../schemas';
import classes from './product-card.module.css';

const CARD_IMAGE_SIZE = { width: 320, height: 240 } as const;

export interface ProductCardProps {
  product: Product;
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  /** This card's add is on its way: its button shows progress and ignores further clicks. */
  adding?: boolean;
  /** Hidden copies in the auto-scrolling rows stay out of the tab order and the accessibility tree. */
  inert?: boolean;
  /** Above the fold on a page whose largest paint is a card image: load it at once, with high priority. */
  priority?: boolean;
  /** The widths its image is offered at and the width it takes on screen: the listing grid's unless said. */
  imageVariants?: ImageVariants;
}

/**
 * A light, presentational card: plain elements and one CSS module (no Mantine component tree), and no queries
 * or mutations of its own, so a page with hundreds of them stays cheap to render and keeps one cart
 * subscription and one mutation (the page's).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onOpen,
  onAddToCart,
  adding = false,
  inert = false,
  priority = false,
  imageVariants = LISTING_CARD_IMAGE,
}: ProductCardProps) {
  const t = useTranslate();
  const titleId = useId();
  const onSale = product.salePrice > 0;
  const buyable = hasPrice(product);
  return (
    <article className={classes.card} aria-labelledby={inert ? undefined : titleId} inert={inert}>
      <div className={classes.media}>
        {/* The card's one way into the product: its area spans the title, category and price too (.open). */}
        <button
          type="button"
          className={classes.open}
          onClick={() => onOpen(product)}
          aria-labelledby={titleId}
        >
          <img
            className={classes.image}
            {...sizedImage(safeImageUrl(product.image), imageVariants)}
            alt=""
            width={CARD_IMAGE_SIZE.width}
            height={CARD_IMAGE_SIZE.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        </button>
        {product.totalStock === 0 ? (
          <span className={`${classes.badge} ${classes.soldOut}`}>{t('catalog.card.soldOut')}</span>
        ) : onSale ? (
          <span className={classes.badge}>{t('catalog.card.sale')}</span>
        ) : null}
      </div>
      <div className={classes.body}>
        <h3 id={titleId} className={classes.title}>
          {product.title}
        </h3>
        <p className={classes.category}>{categoryLabel(product.category, t)}</p>
        {/* docs/behaviour.md#catalog: the price is struck through beside the sale price when salePrice > 0. */}
        <p className={classes.price}>
          {!buyable ? (
            <span className={classes.regular}>{t('catalog.price.notSet')}</span>
          ) : onSale ? (
            <>
              {/* Seen as two amounts, heard as one phrase: "Sale price $18.99, was $21.99". */}
              <s className={classes.was} aria-hidden="true">
                {formatPrice(product.price)}
              </s>
              <span className={classes.now} aria-hidden="true">
                {formatPrice(product.salePrice)}
              </span>
              <span className={classes.heard}>
                {t('catalog.price.onSale', {
                  price: formatPrice(product.price),
                  salePrice: formatPrice(product.salePrice),
                })}
              </span>
            </>
          ) : (
            <span className={classes.regular}>{formatPrice(product.price)}</span>
          )}
        </p>
      </div>
      {buyable ? (
        <button
          type="button"
          className={classes.add}
          // Not `disabled`: that would throw the keyboard focus to the page body while the cart updates.
          // A press during the update is ignored by the caller, and assistive tech hears it is busy.
          aria-disabled={adding || undefined}
          aria-busy={adding || undefined}
          onClick={() => onAddToCart(product)}
        >
          {adding && <span className={classes.spinner} aria-hidden="true" />}
          {t('catalog.card.addToCart')}
        </button>
      ) : (
        // A record the backend stored without a price: shown, never sold for $0.00.
        <button type="button" className={classes.add} disabled>
          {t('catalog.card.unavailable')}
        </button>
      )}
    </article>
  );
});
