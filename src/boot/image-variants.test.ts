import { describe, expect, it } from 'vitest';
import {
  FEATURE_IMAGE,
  cloudinaryImageAt,
  fixedWidthImage,
  LISTING_CARD_IMAGE,
  preloadImage,
  sizedImage,
} from './image-variants';

const SIZE = 'c_limit,w_480,f_auto,q_auto';

describe('cloudinaryImageAt', () => {
  it.each([
    [
      'the original server’s upload answer (http, with a version)',
      'http://res.cloudinary.com/dq4x2lq3a/image/upload/v1716212345/pnk8kfh2qwjv0xyqv2zm.jpg',
      `https://res.cloudinary.com/dq4x2lq3a/image/upload/${SIZE}/v1716212345/pnk8kfh2qwjv0xyqv2zm.jpg`,
    ],
    [
      'no version',
      'https://res.cloudinary.com/demo/image/upload/sample.jpg',
      `https://res.cloudinary.com/demo/image/upload/${SIZE}/sample.jpg`,
    ],
    [
      'a folder and no version',
      'https://res.cloudinary.com/demo/image/upload/shop/products/lokum.png',
      `https://res.cloudinary.com/demo/image/upload/${SIZE}/shop/products/lokum.png`,
    ],
    [
      'a transformation already there',
      'https://res.cloudinary.com/demo/image/upload/c_fill,g_auto,h_500,w_500/v1/lokum.png',
      `https://res.cloudinary.com/demo/image/upload/c_fill,g_auto,h_500,w_500/${SIZE}/v1/lokum.png`,
    ],
    [
      'chained transformations and no version',
      'https://res.cloudinary.com/demo/image/upload/e_sepia/r_20/lokum.png',
      `https://res.cloudinary.com/demo/image/upload/e_sepia/r_20/${SIZE}/lokum.png`,
    ],
    [
      'a named transformation and a query kept',
      'https://res.cloudinary.com/demo/image/upload/t_thumb/v17/lokum.webp?_a=BAMAK',
      `https://res.cloudinary.com/demo/image/upload/t_thumb/${SIZE}/v17/lokum.webp?_a=BAMAK`,
    ],
  ])('%s', (_shape, url, sized) => {
    expect(cloudinaryImageAt(url, 480)).toBe(sized);
  });

  it.each([
    ['a video', 'https://res.cloudinary.com/demo/video/upload/v1/clip.mp4'],
    ['a raw file', 'https://res.cloudinary.com/demo/raw/upload/v1/price-list.pdf'],
    ['a fetched image', 'https://res.cloudinary.com/demo/image/fetch/https://example.com/a.jpg'],
    ['a signed image', 'https://res.cloudinary.com/demo/image/upload/s--Ro5wAbXc--/v1/lokum.jpg'],
    ['another host', 'https://images.example.com/demo/image/upload/v1/lokum.jpg'],
    ['a look-alike host', 'https://res.cloudinary.com.example.test/demo/image/upload/v1/lokum.jpg'],
    ['a path on this site', '/images/products/lokum.svg'],
    ['a data address', 'data:image/png;base64,iVBORw0KGgo='],
    ['no public id', 'https://res.cloudinary.com/demo/image/upload/'],
  ])('leaves %s alone', (_shape, url) => {
    expect(cloudinaryImageAt(url, 480)).toBeUndefined();
  });
});

describe('sizedImage', () => {
  it('offers a Cloudinary image at every width of its variants, with their sizes', () => {
    const image = sizedImage('https://res.cloudinary.com/demo/image/upload/v1/lokum.jpg', LISTING_CARD_IMAGE);
    expect(image.sizes).toBe(LISTING_CARD_IMAGE.sizes);
    expect(image.srcSet?.split(', ')).toEqual(
      LISTING_CARD_IMAGE.widths.map(
        (width) =>
          `https://res.cloudinary.com/demo/image/upload/c_limit,w_${width},f_auto,q_auto/v1/lokum.jpg ${width}w`,
      ),
    );
    expect(image.src).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_480,f_auto,q_auto/v1/lokum.jpg',
    );
  });

  it('offers a fixed-width picture for 1×, 2× and 3× screens', () => {
    const image = sizedImage('https://res.cloudinary.com/demo/image/upload/lokum.jpg', fixedWidthImage(64));
    expect(image.sizes).toBe('64px');
    expect(image.srcSet).toMatch(/w_64,.* 64w, .*w_128,.* 128w, .*w_192,.* 192w$/);
  });

  it('leaves any other address as it is, and no address as none', () => {
    expect(sizedImage('https://cdn.example.com/lokum.jpg', FEATURE_IMAGE)).toEqual({
      src: 'https://cdn.example.com/lokum.jpg',
    });
    expect(sizedImage('/images/feature-images/bayram.svg', FEATURE_IMAGE)).toEqual({
      src: '/images/feature-images/bayram.svg',
    });
    expect(sizedImage(undefined, FEATURE_IMAGE)).toEqual({ src: undefined });
  });
});

describe('preloadImage', () => {
  it('preloads an image once, at the widths and sizes its <img> will choose from', () => {
    document.head.innerHTML = '';
    const url = 'http://res.cloudinary.com/demo/image/upload/v1/banner.jpg';
    preloadImage(url, FEATURE_IMAGE);
    preloadImage(url, FEATURE_IMAGE);
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    const sized = sizedImage(url, FEATURE_IMAGE);
    expect(links[0]?.getAttribute('imagesrcset')).toBe(sized.srcSet);
    expect(links[0]?.getAttribute('imagesizes')).toBe('100vw');
    expect(links[0]?.getAttribute('href')).toBe(sized.src);
  });

  it('preloads any other address as it is', () => {
    document.head.innerHTML = '';
    preloadImage('/images/feature-images/bayram.svg', FEATURE_IMAGE);
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('href')).toBe('/images/feature-images/bayram.svg');
    expect(link?.hasAttribute('imagesrcset')).toBe(false);
  });
});
