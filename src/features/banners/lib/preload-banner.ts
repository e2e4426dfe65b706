import { safeImageUrl } from '@/lib/safe-image-url';

const preloaded = new Set<string>();

/**
 * Starts the first banner's download as soon as its address is known (in the route loader), instead of when
 * the page renders its <img>: the banner is the page's largest paint. The later <img> reuses the response.
 */
export function preloadBannerImage(banners: readonly { image: string }[] | undefined) {
  const href = safeImageUrl(banners?.find((banner) => banner.image.trim())?.image);
  if (!href || preloaded.has(href) || typeof document === 'undefined') return;
  preloaded.add(href);
  // The guest landing may have started it already, before the app loaded (src/lib/early-requests.ts).
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
