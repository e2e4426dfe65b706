import { BANNER_IMAGE, preloadImage } from '@/lib/image-variants';
import { safeImageUrl } from '@/lib/safe-image-url';

/**
 * Starts the first banner's download as soon as its address is known (in the route loader), instead of when
 * the page renders its <img>: the banner is the page's largest paint. The later <img> reuses the response. The
 * guest landing may have started it already, before the app loaded (src/lib/early-requests.ts): preloadImage
 * starts each image once.
 */
export function preloadBannerImage(banners: readonly { image: string }[] | undefined) {
  const href = safeImageUrl(banners?.find((banner) => banner.image.trim())?.image);
  if (href && typeof document !== 'undefined') preloadImage(href, BANNER_IMAGE);
}
