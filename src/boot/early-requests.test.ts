import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackendRequest } from '@/lib/backend/backend-request';
import {
  documentParsed,
  forgetEarlyRequests,
  plainImageUrl,
  startEarlyRequest,
  startProductListRequest,
  takeEarlyResponse,
} from './early-requests';
import { FEATURE_IMAGE, LISTING_CARD_IMAGE, sizedImage } from './image-variants';

const ORIGIN = 'https://api.example.test';
const FEATURE_IMAGES: BackendRequest = { method: 'get', path: '/api/common/feature/get' };
const PRODUCTS: BackendRequest = {
  method: 'get',
  path: '/api/shop/products/get',
  query: [['sortBy', 'price-lowtohigh']],
};
const PRODUCTS_URL = `${ORIGIN}/api/shop/products/get?sortBy=price-lowtohigh`;
const CLOUDINARY_IMAGE = 'https://res.cloudinary.com/demo/image/upload/shop/banner.jpg';

/** The backend as the test answers it (`answer`, for every request), and every request it receives. */
function backend(answer: (request: Request) => Response | Promise<Response>) {
  const received: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    received.push(request);
    return answer(request);
  });
  return received;
}

const failedToFetch = () => Promise.reject(new TypeError('Failed to fetch'));

/** The images preloaded in the page's head: the address each is for, and the widths offered. */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    image: link.getAttribute('data-image'),
    href: link.getAttribute('href'),
    imagesrcset: link.getAttribute('imagesrcset'),
  }));

/** A page still being parsed, until the test says it has been. */
function pageStillLoading() {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return () => {
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
}

/** Lets the promise callbacks already due run. */
async function microtasks() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

/** A fresh copy of the module, as a page load has: its first content settles once per page. */
async function pageLoad() {
  vi.resetModules();
  return import('./early-requests');
}

/** The prerendered landing: a heading and the feature image placeholder, grey until its image has loaded. */
function prerenderedLanding(slotAttribute: string) {
  document.body.innerHTML = `<div id="root"><h1>Turkish Bazaar</h1><div data-visible="true" ${slotAttribute}></div></div>`;
  return document.querySelector(`[${slotAttribute}]`) as HTMLElement;
}

/**
 * The landing's page load with its feature images answered by `answer`: start-up's request for them has left.
 * Gives the placeholder and whether main.tsx's wait for the first content has ended.
 */
async function landingLoad(answer: () => Response | Promise<Response>) {
  const early = await pageLoad();
  const slot = prerenderedLanding(early.FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE);
  backend(answer);
  early.startFirstFeatureImageRequest(ORIGIN, FEATURE_IMAGES);
  const settled = vi.fn();
  void early.firstContentToWaitFor()?.then(settled);
  return { slot, settled };
}

/** The feature image put into the placeholder, once it is there. */
function imageIn(slot: HTMLElement) {
  return vi.waitFor(() => {
    const image = slot.querySelector('img');
    if (!image) throw new Error('no feature image yet');
    return image;
  });
}

/** The image the landing puts into its placeholder: the feature images' answer has `href` first. */
async function landingWithImage(href = '/images/banner.jpg') {
  const landing = await landingLoad(() => Response.json({ data: [{ image: href }] }));
  return { ...landing, image: await imageIn(landing.slot) };
}

/**
 * A browser that reports the page's largest paints (jsdom reports none): the test says which elements were
 * painted, and every observer still watching for largest paints hears of them. Observing needs a type, as in a
 * browser.
 */
function browserReportingPaints() {
  const watching = new Set<PaintObserver>();
  class PaintObserver {
    static readonly supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint'];
    constructor(readonly report: (list: { getEntries: () => { element: Element }[] }) => void) {}
    observe(options: PerformanceObserverInit) {
      if (!options.type && !options.entryTypes) throw new TypeError('Specify type or entryTypes');
      if (options.type === 'largest-contentful-paint') watching.add(this);
    }
    disconnect() {
      watching.delete(this);
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  return {
    painted(...elements: Element[]) {
      for (const observer of watching)
        observer.report({ getEntries: () => elements.map((element) => ({ element })) });
    },
    /** How many observers still watch the page's largest paints. */
    watchers: () => watching.size,
  };
}

afterEach(() => {
  forgetEarlyRequests();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('an image address preloaded this early', () => {
  it('is an http(s) address or a path on this site, without the spaces around it', () => {
    expect(plainImageUrl('  /images/lokum.jpg \n')).toBe('/images/lokum.jpg');
    expect(plainImageUrl('http://cdn.example.test/lokum.jpg')).toBe('http://cdn.example.test/lokum.jpg');
    expect(plainImageUrl(CLOUDINARY_IMAGE)).toBe(CLOUDINARY_IMAGE);
  });

  it('is nothing else: another kind of address, another site without a scheme, spaces inside, no text', () => {
    for (const value of [
      'data:image/png;base64,iVBORw0KGgo=',
      'ftp://cdn.example.test/lokum.jpg',
      '//cdn.example.test/lokum.jpg',
      '/images/turkish delight.jpg',
      '',
      42,
      null,
      undefined,
      { href: '/images/lokum.jpg' },
    ]) {
      expect(plainImageUrl(value), String(value)).toBeUndefined();
    }
  });
});

describe('the page having been parsed', () => {
  it('is at once when it has', async () => {
    await expect(documentParsed()).resolves.toBeUndefined();
  });

  it('waits for the parse to end while the page is still loading', async () => {
    const parsed = pageStillLoading();
    const resolved = vi.fn();
    void documentParsed().then(resolved);
    await microtasks();
    expect(resolved).not.toHaveBeenCalled();
    parsed();
    await vi.waitFor(() => expect(resolved).toHaveBeenCalled());
  });
});

describe('a request sent early', () => {
  it("goes as the app's would: its method, address, headers, and the backend's cookies only for a cookie session", async () => {
    const received = backend(() => Response.json({ data: [] }));
    await startEarlyRequest(ORIGIN, PRODUCTS, { token: 'token-1' });
    await startEarlyRequest(ORIGIN, PRODUCTS, { token: null });
    await startEarlyRequest(ORIGIN, PRODUCTS, null);
    expect(received.map((request) => [request.method, request.url])).toEqual([
      ['GET', PRODUCTS_URL],
      ['GET', PRODUCTS_URL],
      ['GET', PRODUCTS_URL],
    ]);
    expect(received.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      null,
      null,
    ]);
    expect(received.map((request) => request.credentials)).toEqual(['same-origin', 'include', 'same-origin']);
  });

  it('that fails is no unhandled failure when nothing takes it, and a failure for whatever takes it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      backend(failedToFetch);
      startEarlyRequest(ORIGIN, PRODUCTS, null);
      // Node reports a rejection no one handles once the promise callbacks due have run: one turn later.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    await expect(takeEarlyResponse('get', PRODUCTS_URL, {})).rejects.toThrow('Failed to fetch');
  });
});

describe("the app's request", () => {
  it('takes the answer of the same request sent early, once', async () => {
    backend(() => Response.json({ data: [{ title: 'Fıstıklı lokum' }] }));
    const early = startEarlyRequest(ORIGIN, PRODUCTS, { token: 'token-1' });
    const taken = takeEarlyResponse('get', PRODUCTS_URL, { Authorization: 'Bearer token-1' });
    expect(taken).toBe(early);
    await expect(taken?.then((response) => response.json())).resolves.toEqual({
      data: [{ title: 'Fıstıklı lokum' }],
    });
    expect(takeEarlyResponse('get', PRODUCTS_URL, { Authorization: 'Bearer token-1' })).toBeUndefined();
  });

  it('takes nothing that differs: another session, a header less or more, another address', () => {
    backend(() => Response.json({ data: [] }));
    startEarlyRequest(ORIGIN, PRODUCTS, { token: 'token-1' });
    expect(takeEarlyResponse('get', PRODUCTS_URL, { Authorization: 'Bearer token-2' })).toBeUndefined();
    expect(takeEarlyResponse('get', PRODUCTS_URL, {})).toBeUndefined();
    expect(
      takeEarlyResponse('get', PRODUCTS_URL, {
        Authorization: 'Bearer token-1',
        'Cache-Control': 'no-cache',
      }),
    ).toBeUndefined();
    expect(
      takeEarlyResponse('get', `${ORIGIN}/api/shop/products/get`, { Authorization: 'Bearer token-1' }),
    ).toBeUndefined();
    // Still there for the same request.
    expect(takeEarlyResponse('GET', PRODUCTS_URL, { authorization: 'Bearer token-1' })).toBeDefined();
  });

  it('takes nothing when one of its header values reads like two of the early request’s headers', () => {
    backend(() => Response.json({ data: [] }));
    startEarlyRequest(ORIGIN, { ...PRODUCTS, headers: { 'X-Shop': 'lokum', 'X-Tab': 'one' } }, null);
    expect(takeEarlyResponse('get', PRODUCTS_URL, { 'X-Shop': 'lokumx-tab: one' })).toBeUndefined();
    expect(takeEarlyResponse('get', PRODUCTS_URL, { 'X-Tab': 'one', 'X-Shop': 'lokum' })).toBeDefined();
  });

  it('takes nothing but a read: a write to the same address sends its own, and a write sent early is not read', () => {
    backend(() => Response.json({ data: [] }));
    startEarlyRequest(ORIGIN, PRODUCTS, null);
    expect(takeEarlyResponse('post', PRODUCTS_URL, {})).toBeUndefined();
    forgetEarlyRequests();

    const signOut: BackendRequest = { method: 'post', path: '/api/auth/logout' };
    startEarlyRequest(ORIGIN, signOut, null);
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    expect(takeEarlyResponse('get', `${ORIGIN}/api/auth/logout`, headers)).toBeUndefined();
    expect(takeEarlyResponse('post', `${ORIGIN}/api/auth/logout`, headers)).toBeUndefined();
  });

  it('takes nothing once the first page has loaded', () => {
    backend(() => Response.json({ data: [] }));
    startEarlyRequest(ORIGIN, PRODUCTS, null);
    forgetEarlyRequests();
    expect(takeEarlyResponse('get', PRODUCTS_URL, {})).toBeUndefined();
  });
});

describe("the listing's first images", () => {
  it('are the first two products with an image, preloaded at the widths of a card; the records are handed on', async () => {
    const records = [
      { title: 'No image' },
      null,
      { title: 'Another kind of address', image: 'data:image/png;base64,iVBORw0KGgo=' },
      { title: 'Lokum', image: '/images/lokum.jpg' },
      { title: 'Baklava', image: CLOUDINARY_IMAGE },
      { title: 'Kahve', image: '/images/kahve.jpg' },
    ];
    backend(() => Response.json({ data: records }));
    const onRecords = vi.fn();
    startProductListRequest(ORIGIN, PRODUCTS, null, onRecords);
    await vi.waitFor(() => expect(onRecords).toHaveBeenCalledWith(records));
    const card = sizedImage(CLOUDINARY_IMAGE, LISTING_CARD_IMAGE);
    expect(preloads()).toEqual([
      { image: '/images/lokum.jpg', href: '/images/lokum.jpg', imagesrcset: null },
      { image: CLOUDINARY_IMAGE, href: card.src, imagesrcset: card.srcSet },
    ]);
  });

  it('are handed on only once the page has been parsed', async () => {
    const parsed = pageStillLoading();
    backend(() => Response.json({ data: [{ title: 'Lokum', image: '/images/lokum.jpg' }] }));
    const onRecords = vi.fn();
    startProductListRequest(ORIGIN, PRODUCTS, null, onRecords);
    // Preloaded as soon as the answer is in.
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    await microtasks();
    expect(onRecords).not.toHaveBeenCalled();
    parsed();
    await vi.waitFor(() => expect(onRecords).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['an answer without a list', () => Response.json({ message: 'ok' })],
    [
      'a failed answer, whatever it holds',
      () => Response.json({ data: [{ image: '/a.jpg' }] }, { status: 500 }),
    ],
    ['an answer that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 })],
    ['no answer at all', failedToFetch],
  ])('are none for %s: no records handed on, nothing preloaded', async (_answer, answer) => {
    backend(answer);
    const onRecords = vi.fn();
    startProductListRequest(ORIGIN, PRODUCTS, null, onRecords);
    await vi.waitFor(() => expect(onRecords).toHaveBeenCalled());
    expect(onRecords.mock.calls).toEqual([[[]]]);
    expect(preloads()).toEqual([]);
  });
});

describe("the landing's first feature image in the prerendered placeholder", () => {
  it("is the app's feature image to come: sized for the page, filling the box, saying nothing, fetched first", async () => {
    const { image } = await landingWithImage(CLOUDINARY_IMAGE);
    const sized = sizedImage(CLOUDINARY_IMAGE, FEATURE_IMAGE);
    expect(image.getAttribute('src')).toBe(sized.src);
    expect(image.getAttribute('srcset')).toBe(sized.srcSet);
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.getAttribute('alt')).toBe('');
    expect([image.width, image.height, image.fetchPriority]).toEqual([1200, 400, 'high']);
    expect(image.style).toMatchObject({
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      borderRadius: 'inherit',
    });
    // Preloaded too, at the same widths.
    expect(preloads()).toEqual([{ image: CLOUDINARY_IMAGE, href: sized.src, imagesrcset: sized.srcSet }]);
  });

  it('is an address other than Cloudinary’s as it is, with no widths to choose from', async () => {
    const { image } = await landingWithImage('/images/banner.jpg');
    expect(image.getAttribute('src')).toBe('/images/banner.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
  });

  it('is the first feature image with an image address this early code takes', async () => {
    const { slot } = await landingLoad(() =>
      Response.json({
        data: [{ title: 'none' }, { image: '//cdn.example.test/a.jpg' }, { image: '/second.jpg' }],
      }),
    );
    expect((await imageIn(slot)).getAttribute('src')).toBe('/second.jpg');
    expect(slot.querySelectorAll('img')).toHaveLength(1);
  });

  it.each([
    ['has no feature images', () => Response.json({ data: [] })],
    ['fails, whatever it holds', () => Response.json({ data: [{ image: '/a.jpg' }] }, { status: 503 })],
    ['is not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 })],
    ['never comes', failedToFetch],
  ])(
    "is none when the answer %s: the placeholder stays grey and the app's code need not wait",
    async (_answer, answer) => {
      const { slot, settled } = await landingLoad(answer);
      await vi.waitFor(() => expect(settled).toHaveBeenCalled());
      expect(slot.querySelector('img')).toBeNull();
      expect(slot.getAttribute('data-visible')).toBe('true');
    },
  );
});

describe("the app's code waits for the first feature image to be on screen", () => {
  it.each([
    ['reports no paints', undefined],
    ['does not say which paints it reports', class {}],
    [
      'reports no largest paint',
      class {
        static readonly supportedEntryTypes = ['mark', 'measure'];
      },
    ],
  ])('in a browser that %s: until a frame after the image has loaded', async (_browser, observer) => {
    vi.stubGlobal('PerformanceObserver', observer);
    const { image, settled } = await landingWithImage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).not.toHaveBeenCalled();

    image.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    await microtasks();
    expect(settled).toHaveBeenCalled();
  });

  it('in a browser that reports no paints: at once when the image fails to load', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { image, settled } = await landingWithImage();
    image.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it('until the browser reports the image among the largest paints, and then stops watching', async () => {
    const browser = browserReportingPaints();
    const { image, settled } = await landingWithImage();
    browser.painted(document.querySelector('h1') as Element);
    await microtasks();
    expect(settled).not.toHaveBeenCalled();

    browser.painted(document.querySelector('h1') as Element, image);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(browser.watchers()).toBe(0);
  });

  it('until some time after the image has loaded when the browser reports another paint as the largest', async () => {
    const browser = browserReportingPaints();
    const { image, slot, settled } = await landingWithImage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    image.dispatchEvent(new Event('load'));
    // The placeholder shows the image as soon as it has loaded.
    expect(slot.hasAttribute('data-visible')).toBe(false);
    browser.painted(document.querySelector('h1') as Element);
    await vi.advanceTimersByTimeAsync(299);
    await microtasks();
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await microtasks();
    expect(settled).toHaveBeenCalled();
    expect(browser.watchers()).toBe(0);
  });

  it('until the image fails to load, at once, when the browser reports no paint of it', async () => {
    const browser = browserReportingPaints();
    const { image, settled } = await landingWithImage();
    await microtasks();
    expect(settled).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(browser.watchers()).toBe(0);
  });
});
