import { FEATURE_IMAGE, preloadImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';

/**
 * Starts the first banner's download as soon as its address is known (in the route loader), instead of when
 * the page renders its <img>: the feature image is the page's largest paint. The later <img> reuses the response. The
 * guest landing may have started it already, before the app loaded (src/boot/early-requests.ts): preloadImage
 * starts each image once.
 */
export function preloadFeatureImage(featureImages: readonly { image: string }[] | undefined) {
  const href = safeImageUrl(featureImages?.find((featureImage) => featureImage.image.trim())?.image);
  if (href && typeof document !== 'undefined') preloadImage(href, FEATURE_IMAGE);
}
