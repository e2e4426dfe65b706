import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceProducts } from '../../../../mocks/data-shape';
import { setServerManners } from '../../../../mocks/handlers/server-manners';
import { server } from '../../../../mocks/node';
import { scaledCatalog } from '../../../../mocks/scale';
import { apiOrigin } from '@/lib/backend/env';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { searchProducts } from './search-api';
import { forgetSearchProbes, learnSearchReading, noteSearchReading, searchReading } from './search-reading';

/** The search keywords the backend receives from now on, decoded, each with the size of its answer's body. */
function recordSearches() {
  const sent: { keyword: string; bytes: Promise<number> }[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/shop/search/')) return;
    sent.push({
      keyword: decodeURIComponent(pathname.slice('/api/shop/search/'.length)),
      bytes: response
        .clone()
        .arrayBuffer()
        .then((body) => body.byteLength),
    });
  };
  server.events.on('response:mocked', listener);
  return {
    keywords: () => sent.map((search) => search.keyword),
    bytes: (index: number) => sent[index]?.bytes ?? Promise.resolve(0),
    stop: () => server.events.removeListener('response:mocked', listener),
  };
}

const titles = (products: readonly { title: string }[]) => products.map((product) => product.title);

afterEach(() => {
  forgetSearchProbes();
  setServerManners('contract');
});

describe('search on the original server (a pattern, no Turkish folding)', () => {
  it('learns from two probes that the keyword is a pattern, keeps that per backend, then sends the twin classes', async () => {
    setServerManners('original');
    const searches = recordSearches();

    const found = await searchProducts('findik');
    expect(titles(found)).toEqual(expect.arrayContaining(['Fındık Yağı, 1 L', 'Fındıklı Lokum, 500 g']));
    expect(searches.keywords()).toEqual(['[', '[[]', 'f[iıİ]nd[iıİ]k']);
    expect(searchReading()).toEqual({ pattern: true, foldsTurkish: undefined });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.backendTraits) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored[apiOrigin()]).toMatchObject({ search: { pattern: true } });

    // Known from now on, by this page and the next: no more probes, one request a keyword.
    forgetSearchProbes();
    const lokum = titles(await searchProducts('lokum (500g'));
    expect(lokum).toContain('Güllü Lokum, 500 g');
    expect(lokum).not.toContain('Narlı Lokum, 400 g');
    expect(await searchProducts('c++')).toEqual(expect.any(Array));
    expect(searches.keywords().slice(3)).toEqual(['l[oö]k[uü]m', '[cç]']);
    searches.stop();
  });

  it('with 5,000 products, the answer to "pistachio" is the size of the exact keyword\'s (at most 1.2×)', async () => {
    setServerManners('original');
    replaceProducts(scaledCatalog(5000));
    await learnSearchReading();
    const searches = recordSearches();
    const found = await searchProducts('pistachio');
    expect(found.length).toBeGreaterThan(0);
    // The exact keyword, as the original server reads it.
    await fetch(`${apiOrigin()}/api/shop/search/pistachio`);
    expect(searches.keywords()).toEqual(['p[iıİ][sş]ta[cç]h[iıİ][oö]', 'pistachio']);
    const [sent, exact] = await Promise.all([searches.bytes(0), searches.bytes(1)]);
    expect(sent).toBeLessThanOrEqual(exact * 1.2);
    searches.stop();
  });

  it('every keyword of the hostile list searches: answered, never refused', async () => {
    setServerManners('original');
    await learnSearchReading();
    const refused: string[] = [];
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (!response.ok) refused.push(request.url);
    };
    server.events.on('response:mocked', listener);
    for (const keyword of ['c++', '100%', 'a/b', 'tea?', 'nuts#1', 'lokum (500g', '.', '*'])
      await expect(searchProducts(keyword), keyword).resolves.toEqual(expect.any(Array));
    server.events.removeListener('response:mocked', listener);
    expect(refused).toEqual([]);
  });
});

describe('search on a backend that matches text', () => {
  it('learns that it matches text, then from a product it answered that it folds Turkish letters, and sends the keyword itself', async () => {
    const searches = recordSearches();
    expect(titles(await searchProducts('baklava'))).toContain('Antep Fıstıklı Baklava, 500 g');
    // The folding probe goes after the answer, without holding it up.
    await expect.poll(() => searchReading()).toEqual({ pattern: false, foldsTurkish: true });
    expect(searches.keywords().slice(0, 3)).toEqual(['[', '[[]', 'baklava']);
    expect(searches.keywords()).toHaveLength(4);

    expect(titles(await searchProducts('findik'))).toContain('Fındık Yağı, 1 L');
    expect(searches.keywords().slice(4)).toEqual(['findik']);
    searches.stop();
  });

  it('one that does not fold keeps the part every reading reads alike', async () => {
    noteSearchReading({ pattern: false, foldsTurkish: false });
    const searches = recordSearches();
    expect(titles(await searchProducts('findik'))).toContain('Fındık Yağı, 1 L');
    expect(searches.keywords()).toEqual(['nd']);
    searches.stop();
  });
});

describe('a backend whose probes tell nothing', () => {
  it('learns nothing, asks once per page, and searches with the part every reading reads alike', async () => {
    server.use(
      http.get('*/api/shop/search/:keyword', ({ params }) =>
        String(params.keyword).includes('[')
          ? HttpResponse.json({ success: false, message: 'Error' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [] }),
      ),
    );
    const searches = recordSearches();
    await searchProducts('findik');
    await searchProducts('pistachio');
    expect(searches.keywords()).toEqual(['[', '[[]', 'nd', 'ta']);
    expect(searchReading()).toEqual({});
    searches.stop();
  });
});

describe('what is kept of a backend’s reading', () => {
  it('sits with its other traits under their key, and a stored value of the wrong kind counts as nothing learned', () => {
    const key = STORAGE_KEYS.backendTraits;
    localStorage.setItem(
      key,
      JSON.stringify({ [apiOrigin()]: { missing: ['verification'], search: { pattern: 'yes' } } }),
    );
    expect(searchReading()).toEqual({});
    noteSearchReading({ pattern: false });
    noteSearchReading({ foldsTurkish: true });
    expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toEqual({
      [apiOrigin()]: { missing: ['verification'], search: { pattern: false, foldsTurkish: true } },
    });
    expect(searchReading()).toEqual({ pattern: false, foldsTurkish: true });
  });
});
