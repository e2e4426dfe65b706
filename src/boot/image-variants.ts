/**
 * Images sized for the screen. A backend may keep product and feature images on Cloudinary (the contract's
 * original server does), whose address can ask for a width, a format and a quality: such an image is offered at
 * a few widths (`srcset`) with the width it takes on screen (`sizes`), so a phone fetches a card, not the
 * uploaded original. Any other address is used as it is. No imports: the start-up code (boot/early-requests.ts)
 * preloads the first images with the same variants as the app's own `<img>` (preloadImage), so the browser
 * fetches them once.
 */

/** The widths, in image pixels, an image is offered at, and the width it takes on screen (a `sizes` value). */
export interface ImageVariants {
  readonly widths: readonly number[];
  readonly sizes: string;
}

/** A card's image from 240 CSS pixels on a 1× screen up to a phone-wide card on a 3× screen. */
const CARD_WIDTHS = [240, 360, 480, 720, 960, 1280];

/**
 * A card in the listing's grid: one column on a phone, two from 36em, three from 62em, four from 88em
 * (FULL_WIDTH_COLUMNS in src/components/layout/card-columns.ts), at most that share of the window.
 */
export const LISTING_CARD_IMAGE: ImageVariants = {
  widths: CARD_WIDTHS,
  sizes: '(min-width: 88em) 25vw, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
};

/** A card in a landing or home page's category row, 240 CSS pixels wide (category-rows.module.css). */
export const ROW_CARD_IMAGE: ImageVariants = { widths: CARD_WIDTHS, sizes: '240px' };

/** The product dialog's image: half of the dialog (780 px) from 48em, the screen's width below. */
export const DIALOG_IMAGE: ImageVariants = {
  widths: CARD_WIDTHS,
  sizes: '(min-width: 48em) 390px, 100vw',
};

/** A feature image, as wide as the page. */
export const FEATURE_IMAGE: ImageVariants = { widths: [640, 960, 1280, 1920, 2560], sizes: '100vw' };

/** A small picture of a fixed width (a cart line, an order's item): 1×, 2× and 3× screens. */
export function fixedWidthImage(cssPixels: number): ImageVariants {
  return { widths: [cssPixels, cssPixels * 2, cssPixels * 3], sizes: `${cssPixels}px` };
}

const CLOUDINARY_HOST = /^res(-\d+)?\.cloudinary\.com$/i;
/**
 * A transformation segment: comma-separated `key_value` parameters with Cloudinary's keys. Cloudinary reads the
 * segments before the public id the same way, so a folder that looks like one is one to Cloudinary too.
 */
const TRANSFORMATION =
  /^(?:(?:a|ac|af|ar|b|bo|br|c|co|cs|d|dl|dn|dpr|du|e|eo|f|fl|fn|fps|g|h|if|ki|l|o|p|pg|q|r|so|sp|t|u|vc|vs|w|x|y|z|\$\w+)_[^,/]+,?)+$/;
/** A signed address: changing it would break its signature. */
const SIGNATURE = /^s--[\w-]+--$/;

/**
 * For a Cloudinary image, the address of that image at most `width` pixels wide, in the format and quality that
 * suit the browser (`c_limit,w_<width>,f_auto,q_auto`, applied after any transformation the address already has),
 * over https; undefined for any other address: another host, a video or raw file, a fetched or signed one. The
 * address is read once for every width asked.
 */
function cloudinaryWidths(url: string): ((width: number) => string) | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!CLOUDINARY_HOST.test(parsed.hostname) || !/^https?:$/.test(parsed.protocol)) return undefined;
  const [, cloud, resource, delivery, ...rest] = parsed.pathname.split('/');
  if (!cloud || resource !== 'image' || delivery !== 'upload' || !rest.at(-1)) return undefined;
  if (SIGNATURE.test(rest[0] ?? '')) return undefined;
  let transformations = 0;
  // The last segment is always the public id, never a transformation.
  while (transformations < rest.length - 1 && TRANSFORMATION.test(rest[transformations] ?? ''))
    transformations++;
  const before = ['', cloud, resource, delivery, ...rest.slice(0, transformations)].join('/');
  const after = `${rest.slice(transformations).join('/')}${parsed.search}${parsed.hash}`;
  return (width) => `https://${parsed.host}${before}/c_limit,w_${width},f_auto,q_auto/${after}`;
}

/** The address of a Cloudinary image at most `width` pixels wide (see cloudinaryWidths), or undefined. */
export const cloudinaryImageAt = (url: string, width: number) => cloudinaryWidths(url)?.(width);

/**
 * The `src`, `srcSet` and `sizes` of an `<img>` showing `url` as `variants` says: every width for a Cloudinary
 * image (the middle one as `src`), the address alone otherwise.
 */
export function sizedImage(
  url: string | undefined,
  { widths, sizes }: ImageVariants,
): { src: string | undefined; srcSet?: string; sizes?: string } {
  const atWidth = url === undefined ? undefined : cloudinaryWidths(url);
  if (!atWidth) return { src: url };
  const sized = widths.map(atWidth);
  return {
    src: sized[Math.floor((sized.length - 1) / 2)],
    srcSet: sized.map((address, index) => `${address} ${widths[index]}w`).join(', '),
    sizes,
  };
}

/**
 * Starts an image's download before anything shows it (a page's largest paint, known early), at the width the
 * `<img>` to come will choose from the same variants, so that `<img>` takes the preloaded response. Once per image.
 */
export function preloadImage(href: string, variants: ImageVariants) {
  if (document.head.querySelector(`link[rel="preload"][data-image="${CSS.escape(href)}"]`)) return;
  const { src = href, srcSet, sizes } = sizedImage(href, variants);
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href: src, fetchpriority: 'high', 'data-image': href };
  const sizing = srcSet && sizes ? { imagesrcset: srcSet, imagesizes: sizes } : {};
  for (const [name, value] of Object.entries({ ...attributes, ...sizing })) link.setAttribute(name, value);
  document.head.append(link);
}
