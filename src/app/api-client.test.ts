import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { $ZodError } from 'zod/v4/core';
import { z } from 'zod/mini';
import { server } from '@mocks/node';
import { BAD_SCHEMA_BODY, MALFORMED_JSON_BODY } from '@mocks/overrides';
import { apiRequest } from '@/lib/backend/api-client';
import { apiOrigin } from '@/lib/backend/env';
import { offersService } from '@/lib/backend/backend-traits';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '@/lib/backend/api-error';
import { errorMessage } from '@/lib/backend/api-error';
import { forgetEarlyRequests, startEarlyRequest } from '@/boot/early-requests';
import { activateLocale } from '@/lib/i18n/i18n';
import { productDetailResponseSchema } from '@/features/catalog/schemas';
import { getShopProduct } from '@/features/catalog/api/products-api';
import { checkAuth, login, logout, requestReset, resetPassword } from '@/features/auth/api/auth-api';
import { getCart } from '@/features/cart/api/cart-api';
import { uploadProductImage } from '@/features/admin-products/api/admin-products-api';
import { useAuthStore } from '@/stores/auth-store';
import { signInAs } from '@/testing/session';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
const USER = { id: 'u1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };

/** Records every request the client sends, then lets the mock backend answer it. */
function captureRequests() {
  const requests: Request[] = [];
  server.use(
    http.all('*', ({ request }) => {
      requests.push(request.clone());
      return undefined;
    }),
  );
  return requests;
}

function answer(path: string, response: () => Response | Promise<Response>) {
  server.use(http.all(`*${path}`, response));
}

function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Each request as handed to fetch (by ky, or by a start-up request): its method, path and credentials mode. Read
 * there, as MSW's interceptor rebuilds the request without its credentials mode.
 */
function spyOnFetch() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return `${request.method} ${new URL(request.url).pathname} ${init?.credentials ?? request.credentials}`;
    });
}

describe('requests', () => {
  it("go to the same origin in mock mode, a guest's with the browser's default credentials", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await getShopProduct(CEVIZLI);

    expect(apiOrigin()).toBe(location.origin);
    const sent = fetchSpy.mock.calls[0]?.[0];
    expect(sent).toBeInstanceOf(Request);
    expect((sent as Request).url).toBe(`${location.origin}/api/shop/products/get/${CEVIZLI}`);
    // Same origin: the mock's session cookie still goes; a backend on another site gets no cookie from a guest.
    expect((sent as Request).credentials).toBe('same-origin');
  });

  it("carry the backend's cookies only where a cookie is the session: sign-in, and a cookie session's calls", async () => {
    const sent = spyOnFetch();

    await getShopProduct(CEVIZLI);
    await signInAs('shopper');
    await getShopProduct(CEVIZLI);
    useAuthStore.getState().endSession();
    // A backend whose sign-in answers no token keeps the session in its cookie (the original server's manners).
    useAuthStore.getState().loginSucceeded(null, USER);
    await getShopProduct(CEVIZLI);
    await errorOf(getCart(USER.id));

    expect(sent()).toEqual([
      `GET /api/shop/products/get/${CEVIZLI} same-origin`,
      'POST /api/auth/login include',
      // A token session: the token is the session, the cookies stay at home.
      `GET /api/shop/products/get/${CEVIZLI} same-origin`,
      `GET /api/shop/products/get/${CEVIZLI} include`,
      `GET /api/shop/cart/get/${USER.id} include`,
    ]);
  });

  it('mark every write with X-Requested-With, a sign-out and an upload included, and no read', async () => {
    const requests = captureRequests();
    await signInAs('shopper');
    await getShopProduct(CEVIZLI);
    await logout();

    expect(requests.map((request) => [request.method, request.headers.get('X-Requested-With')])).toEqual([
      ['POST', 'XMLHttpRequest'],
      ['GET', null],
      ['POST', 'XMLHttpRequest'],
    ]);
  });

  it('go to VITE_API_URL when it is set', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_API_URL', 'https://api.example.com');
    const client = await import('@/lib/backend/api-client');
    const env = await import('@/lib/backend/env');
    const seen: string[] = [];
    server.use(
      http.get('https://api.example.com/api/common/feature/get', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ success: true, data: [] });
      }),
    );

    await expect(
      client.apiRequest(
        { method: 'get', path: '/api/common/feature/get' },
        { schema: z.object({ data: z.array(z.unknown()) }) },
      ),
    ).resolves.toEqual({ data: [] });

    expect(env.apiOrigin()).toBe('https://api.example.com');
    expect(seen).toEqual(['https://api.example.com/api/common/feature/get']);
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('carry the stored token as a bearer header, and no Authorization header without one', async () => {
    const requests = captureRequests();
    await getShopProduct(CEVIZLI);
    await signInAs('shopper');
    const token = useAuthStore.getState().token;

    await getShopProduct(CEVIZLI);

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(token).toEqual(expect.any(String));
    expect(requests.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${token ?? ''}`);
  });

  it('go with the session of the moment they are made, even one that ends before the request leaves', async () => {
    await signInAs('shopper');
    const token = useAuthStore.getState().token;
    const requests = captureRequests();

    const call = apiRequest(
      { method: 'get', path: `/api/shop/products/get/${CEVIZLI}` },
      { schema: productDetailResponseSchema },
    );
    useAuthStore.getState().endSession();
    await call;

    expect(token).toEqual(expect.any(String));
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${token ?? ''}`,
    ]);
  });

  it('ask check-auth not to be answered from a cache', async () => {
    await signInAs('shopper');
    const requests = captureRequests();

    await checkAuth();

    expect(requests[0]?.headers.get('Cache-Control')).toMatch(/no-cache/);
  });

  it('send JSON bodies', async () => {
    const requests = captureRequests();

    await login({ email: 'shopper@lokum.shop', password: 'shopper123' });

    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    await expect(requests[0]?.json()).resolves.toEqual({
      email: 'shopper@lokum.shop',
      password: 'shopper123',
    });
  });

  it('upload the image as multipart form data in the field my_file', async () => {
    // Node's FormData and File, as fetch is Node's under jsdom (see admin-products-api.test.ts).
    const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
    await signInAs('admin');
    const requests = captureRequests();

    await uploadProductImage(new File(['<svg/>'], 'lokum.svg', { type: 'image/svg+xml' }));

    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // A multipart upload is a request any site's form may send: the fixed header makes it one no form can.
    expect(requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    const form = await requests[0]?.formData();
    const file = form?.get('my_file');
    expect(file).not.toBeNull();
    expect(typeof file).not.toBe('string');
    expect((file as File).name).toBe('lokum.svg');
    await expect((file as File).text()).resolves.toBe('<svg/>');
  });
});

describe('errors', () => {
  it("carry the server's message and the HTTP status", async () => {
    const error = await errorOf(getShopProduct('64b0c0a1f1e2d3c4b5a6ffff'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Product not found');
    expect(error.endpoint).toBe('GET /api/shop/products/get/64b0c0a1f1e2d3c4b5a6ffff');
  });

  it("fall back to the call's default message when the body has none", async () => {
    answer('/api/auth/login', () => new HttpResponse(null, { status: 500 }));
    answer('/api/shop/products/get/:id', () => HttpResponse.json({ success: false }, { status: 500 }));
    answer('/api/common/feature/get', () => HttpResponse.text('<html>Bad gateway</html>', { status: 502 }));

    const loginError = await errorOf(login({ email: 'a@b.co', password: 'x' }));
    const productError = await errorOf(getShopProduct(CEVIZLI));
    const htmlError = await errorOf(
      apiRequest({ method: 'get', path: '/api/common/feature/get' }, { schema: z.unknown() }),
    );

    expect(loginError).toMatchObject({ status: 500, message: 'Login failed' });
    expect(productError).toMatchObject({ status: 500, message: 'An unexpected error occurred' });
    expect(DEFAULT_ERROR_MESSAGE).toBe('An unexpected error occurred');
    expect(htmlError).toMatchObject({
      status: 502,
      message: 'An unexpected error occurred',
      isServerError: true,
    });
  });

  it("fall back to the call's default message when the body's message is not words, or the body no object", async () => {
    const bodies = [
      null,
      'Bad gateway',
      42,
      { success: false, message: 42 },
      { success: false, message: '  ' },
    ];
    for (const body of bodies) {
      answer('/api/auth/login', () => HttpResponse.json(body, { status: 500 }));

      const error = await errorOf(login({ email: 'a@b.co', password: 'x' }));

      expect(error, JSON.stringify(body)).toMatchObject({
        status: 500,
        kind: 'http',
        message: 'Login failed',
      });
    }
  });

  it("translate the call's default message as the call fails, in the language of that moment", async () => {
    let answerLogin: (() => void) | undefined;
    answer(
      '/api/auth/login',
      () =>
        new Promise<Response>((resolve) => {
          answerLogin = () => resolve(new HttpResponse(null, { status: 500 }));
        }),
    );
    const pendingLogin = errorOf(login({ email: 'a@b.co', password: 'x' }));
    await vi.waitFor(() => expect(answerLogin).toBeDefined());

    // Sent in English; the person switches to Turkish before the server answers without a message.
    await activateLocale('tr');
    answerLogin?.();

    expect(await pendingLogin).toMatchObject({ status: 500, message: 'Giriş yapılamadı' });
  });

  it('prefer the server message over the default, also for login', async () => {
    answer('/api/auth/login', () =>
      HttpResponse.json({ success: false, message: 'Account locked' }, { status: 423 }),
    );

    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 423,
      message: 'Account locked',
    });
  });

  it('turn { success: false } with HTTP 200 into an ApiError', async () => {
    answer('/api/shop/products/get/:id', () =>
      HttpResponse.json({ success: false, message: 'Some error occured' }),
    );

    const error = await errorOf(getShopProduct(CEVIZLI));

    expect(error).toMatchObject({ status: 200, message: 'Some error occured' });
  });

  it('turn a network failure into an ApiError with status 0 and the default message', async () => {
    answer('/api/shop/products/get/:id', () => HttpResponse.error());
    answer('/api/auth/login', () => HttpResponse.error());

    const error = await errorOf(getShopProduct(CEVIZLI));

    expect(error).toMatchObject({ status: 0, message: 'An unexpected error occurred', isNetworkError: true });
    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 0,
      message: 'Login failed',
    });
  });

  it('turn a response that fails its schema into an ApiError naming the endpoint and the field', async () => {
    answer('/api/shop/products/get/:id', () =>
      HttpResponse.json({
        success: true,
        data: { _id: CEVIZLI, title: 'Cevizli', price: 'cheap', totalStock: 3 },
      }),
    );

    const error = await errorOf(getShopProduct(CEVIZLI));

    expect(error.status).toBe(200);
    expect(error.kind).toBe('schema');
    // A person is shown the plain default; the endpoint and field are for the console.
    expect(errorMessage(error)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.message).toContain(`GET /api/shop/products/get/${CEVIZLI}`);
    expect(error.message).toContain('data.price');
    expect(error.cause).toBeInstanceOf($ZodError);
  });

  it('end a call that gets no answer in time with a timeout error and the default message', async () => {
    answer('/api/shop/products/get/:id', () => new Promise<Response>(() => undefined));
    const error = await errorOf(
      apiRequest(
        { method: 'get', path: `/api/shop/products/get/${CEVIZLI}` },
        { schema: productDetailResponseSchema, timeoutMs: 50 },
      ),
    );
    expect(error).toMatchObject({ status: 0, kind: 'timeout', message: DEFAULT_ERROR_MESSAGE });
  });

  it('end a call whose answer a start-up request is still waiting for at the same time limit', async () => {
    answer('/api/shop/products/get/:id', () => new Promise<Response>(() => undefined));
    const requests = captureRequests();
    const request = { method: 'get', path: `/api/shop/products/get/${CEVIZLI}` } as const;
    startEarlyRequest(apiOrigin(), request, null);
    const error = await errorOf(apiRequest(request, { schema: productDetailResponseSchema, timeoutMs: 50 }));
    expect(error).toMatchObject({ status: 0, kind: 'timeout', message: DEFAULT_ERROR_MESSAGE });
    // The call waited for the early request's answer: it sent none of its own.
    expect(requests).toHaveLength(1);
    forgetEarlyRequests();
  });

  it('tell a network failure and a malformed body apart from an error status', async () => {
    answer('/api/shop/products/get/:id', () => HttpResponse.error());
    expect((await errorOf(getShopProduct(CEVIZLI))).kind).toBe('network');
    answer('/api/shop/products/get/:id', () => new HttpResponse('{"success": tru', { status: 200 }));
    expect((await errorOf(getShopProduct(CEVIZLI))).kind).toBe('schema');
    answer('/api/shop/products/get/:id', () => HttpResponse.json({ success: false }, { status: 500 }));
    expect((await errorOf(getShopProduct(CEVIZLI))).kind).toBe('http');
  });

  it('meet a body of the wrong types as a body that is not JSON: one schema error, shown alike, whatever the call reads', async () => {
    const calls = [
      ['/api/shop/products/get/:id', () => getShopProduct(CEVIZLI)],
      ['/api/auth/login', () => login({ email: 'a@b.co', password: 'x' })],
      ['/api/auth/reset-password/:token', () => resetPassword('t0k3n', { newPassword: 'secret123' })],
    ] as const;
    for (const [path, call] of calls) {
      answer(
        path,
        () =>
          new HttpResponse(MALFORMED_JSON_BODY, {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      const notJson = await errorOf(call());
      answer(path, () => HttpResponse.json(BAD_SCHEMA_BODY));
      const wrongTypes = await errorOf(call());
      expect([wrongTypes.kind, wrongTypes.status], path).toEqual(['schema', 200]);
      expect([notJson.kind, notJson.status], path).toEqual(['schema', 200]);
      expect(errorMessage(wrongTypes), path).toBe(errorMessage(notJson));
    }
  });

  it('name a field of the wrong type, a missing id, and an empty body', async () => {
    answer('/api/shop/products/get/:id', () =>
      HttpResponse.json({ success: true, data: { _id: CEVIZLI, title: { en: 'Cevizli' } } }),
    );
    // The field, and what zod says of it.
    await expect(getShopProduct(CEVIZLI)).rejects.toThrow(/field "data\.title": Invalid input$/);
    answer('/api/shop/products/get/:id', () =>
      HttpResponse.json({ success: true, data: { title: 'Cevizli' } }),
    );
    await expect(getShopProduct(CEVIZLI)).rejects.toThrow(/field "data\._id"/);

    answer('/api/common/feature/get', () => new HttpResponse(null, { status: 200 }));
    await expect(
      apiRequest(
        { method: 'get', path: '/api/common/feature/get' },
        {
          schema: z.object({ data: z.array(z.unknown()) }),
        },
      ),
    ).rejects.toThrow(/GET \/api\/common\/feature\/get: field "\(body\)"/);
  });
});

describe('a route the backend does not have (a 404 or 405 that is not JSON)', () => {
  it("is said to be a service the server does not offer, and remembered for the call's service", async () => {
    answer('/api/auth/reset-password/:token', () => new HttpResponse(null, { status: 404 }));

    const error = await errorOf(resetPassword('t0k3n', { newPassword: 'secret123' }));

    expect(error).toMatchObject({
      status: 404,
      kind: 'not-offered',
      message: "This shop's server does not offer password reset.",
      endpoint: 'POST /api/auth/reset-password/[redacted]',
    });
    expect(offersService('passwordReset')).toBe(false);
    expect(offersService('verification')).toBe(true);
  });

  it('of a call of no particular service, says the server does not offer it and remembers nothing', async () => {
    answer('/api/common/feature/get', () => HttpResponse.text('', { status: 405 }));

    const error = await errorOf(
      apiRequest({ method: 'get', path: '/api/common/feature/get' }, { schema: z.unknown() }),
    );

    expect(error).toMatchObject({
      status: 405,
      kind: 'not-offered',
      message: "This shop's server does not offer this.",
      endpoint: 'GET /api/common/feature/get',
    });
    expect(localStorage.getItem(STORAGE_KEYS.backendTraits)).toBeNull();
  });

  it("is not a 404 or 405 with the contract's JSON: that is the server's answer, and the service stays offered", async () => {
    answer('/api/auth/reset-password/:token', () =>
      HttpResponse.json({ success: false, message: 'Invalid or expired token' }, { status: 404 }),
    );
    answer('/api/auth/request-reset', () => new HttpResponse(null, { status: 500 }));

    const notFound = await errorOf(resetPassword('t0k3n', { newPassword: 'secret123' }));
    const failed = await errorOf(requestReset({ email: 'a@b.co' }));

    expect(notFound).toMatchObject({ status: 404, kind: 'http', message: 'Invalid or expired token' });
    expect(failed).toMatchObject({ status: 500, kind: 'http' });
    expect(offersService('passwordReset')).toBe(true);
  });
});

describe('the HTTP client (ky)', () => {
  afterEach(() => {
    vi.doUnmock('ky');
    vi.resetModules();
  });

  it('is not loaded for an answer a start-up request already has, and a failed download is a network error', async () => {
    vi.resetModules();
    const kyDownloads: string[] = [];
    vi.doMock('ky', () => {
      kyDownloads.push('ky');
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const client = await import('@/lib/backend/api-client');
    const { ApiError: FreshApiError } = await import('@/lib/backend/api-error');
    const { apiOrigin: freshApiOrigin } = await import('@/lib/backend/env');
    const early = await import('@/boot/early-requests');
    const request = { method: 'get', path: `/api/shop/products/get/${CEVIZLI}` } as const;
    early.startEarlyRequest(freshApiOrigin(), request, null);

    const product = await client.apiRequest(request, { schema: productDetailResponseSchema });
    expect(product.data._id).toBe(CEVIZLI);
    expect(kyDownloads).toEqual([]);

    // The same call again has no early answer: it needs ky, whose download fails here.
    const error: unknown = await client
      .apiRequest(request, { schema: productDetailResponseSchema })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(FreshApiError);
    expect(error).toMatchObject({ status: 0, kind: 'network', message: DEFAULT_ERROR_MESSAGE });
    expect(kyDownloads).toEqual(['ky']);
  });

  it('is loaded ahead of the first call that needs it once asked to, and that call uses it', async () => {
    vi.resetModules();
    const kyDownloads: string[] = [];
    vi.doMock('ky', async () => {
      kyDownloads.push('ky');
      return vi.importActual('ky');
    });
    const client = await import('@/lib/backend/api-client');

    client.preloadHttpClient();
    await vi.waitFor(() => expect(kyDownloads).toEqual(['ky']));
    const product = await client.apiRequest(
      { method: 'get', path: `/api/shop/products/get/${CEVIZLI}` },
      { schema: productDetailResponseSchema },
    );

    expect(product.data._id).toBe(CEVIZLI);
    expect(kyDownloads).toEqual(['ky']);
  });

  it('is downloaded again by the next call after a failed download', async () => {
    vi.resetModules();
    let downloads = 0;
    vi.doMock('ky', async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual('ky');
    });
    const client = await import('@/lib/backend/api-client');
    const request = { method: 'get', path: `/api/shop/products/get/${CEVIZLI}` } as const;

    const failure: unknown = await client
      .apiRequest(request, { schema: productDetailResponseSchema })
      .catch((error: unknown) => error);
    const product = await client.apiRequest(request, { schema: productDetailResponseSchema });

    expect(failure).toMatchObject({ status: 0, kind: 'network' });
    expect(product.data._id).toBe(CEVIZLI);
    expect(downloads).toBe(2);
  });

  it('leaves no timer running once a start-up request has answered', async () => {
    const request = { method: 'get', path: `/api/shop/products/get/${CEVIZLI}` } as const;
    startEarlyRequest(apiOrigin(), request, null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const product = await apiRequest(request, { schema: productDetailResponseSchema });

      expect(product.data._id).toBe(CEVIZLI);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      forgetEarlyRequests();
    }
  });
});

describe('the console', () => {
  it('names an endpoint whose answer fails its schema without the reset token in it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = 'a1b2c3d4e5f6a7b8c9d0';
    answer('/api/auth/reset-password/:token', () => HttpResponse.json({ success: 'maybe' }));

    const error = await errorOf(resetPassword(token, { newPassword: 'NewPassword1!' }));

    expect(error.kind).toBe('schema');
    expect(logged).toHaveBeenCalledTimes(1);
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).toContain('Unexpected response from POST /api/auth/reset-password/[redacted]');
    expect(line).not.toContain(token);
    expect(error.endpoint).toBe('POST /api/auth/reset-password/[redacted]');
    expect(error.message).not.toContain(token);
  });

  it('names a search for an email address without the address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('/api/shop/search/:keyword', () => HttpResponse.json({ success: true, data: 'nope' }));

    await errorOf(
      apiRequest(
        { method: 'get', path: `/api/shop/search/${encodeURIComponent('ayse@example.com')}` },
        {
          schema: z.object({ data: z.array(z.unknown()) }),
        },
      ),
    );

    expect(String(logged.mock.calls[0]?.[0])).toContain('GET /api/shop/search/[redacted]');
    expect(JSON.stringify(logged.mock.calls)).not.toContain('ayse');
  });
});

describe('lenient parsing', () => {
  it('coerces numbers that arrive as strings, turns numeric ids into strings and drops unknown fields', async () => {
    answer('/api/shop/products/get/:id', () =>
      HttpResponse.json({
        success: true,
        data: {
          _id: 42,
          title: 'Cevizli Baklava',
          price: '18.99',
          salePrice: '',
          totalStock: '7',
          averageReview: null,
          __v: 0,
          supplier: 'internal',
        },
        requestId: 'abc',
      }),
    );

    const product = await getShopProduct(CEVIZLI);

    expect(product).toEqual({
      _id: '42',
      title: 'Cevizli Baklava',
      image: '',
      description: '',
      category: '',
      price: 18.99,
      salePrice: 0,
      totalStock: 7,
      averageReview: 0,
    });
    expect(productDetailResponseSchema.parse({ data: product })).not.toHaveProperty('requestId');
  });
});

describe('sessions', () => {
  it('are not ended by a late 401 to a call of a session that has already ended', async () => {
    await signInAs('shopper');
    let answerNow: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    answer('/api/shop/cart/get/:userId', async () => {
      await held;
      return HttpResponse.json({ success: false, message: 'Unauthorised user!' }, { status: 401 });
    });
    const staleCall = getCart('64a000000000000000000002');
    // Logout, then another person signs in while the first call is still on its way.
    useAuthStore.getState().endSession();
    await signInAs('admin');
    const adminToken = useAuthStore.getState().token;
    answerNow();

    await expect(staleCall).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ token: adminToken, isAuthenticated: true });
  });

  it('end when a call other than login answers 401', async () => {
    await signInAs('shopper');
    expect(useAuthStore.getState().token).not.toBeNull();
    answer('/api/shop/cart/get/:userId', () =>
      HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 }),
    );

    await expect(getCart('64a000000000000000000002')).rejects.toMatchObject({
      status: 401,
      message: 'Token expired',
    });

    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
  });

  it('never send a JWT after its exp: the session ends then, as after a 401', async () => {
    const requests = captureRequests();
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const expired = `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) - 1 })}.c2ln`;
    useAuthStore.getState().loginSucceeded(expired, USER);

    await errorOf(getCart('u1'));

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null]);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });

  it('never send a token whose session ended in another tab', async () => {
    await signInAs('shopper');
    const requests = captureRequests();
    // The other tab's logout: the session key removed from the shared storage.
    localStorage.removeItem('shop-auth');

    await errorOf(getCart('u1'));

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null]);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('survive a 401 from login (a wrong password is an answer) and a 403', async () => {
    useAuthStore.getState().loginSucceeded('still-valid', USER);

    await expect(login({ email: 'shopper@lokum.shop', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
    });
    answer('/api/shop/cart/get/:userId', () =>
      HttpResponse.json({ success: false, message: 'No' }, { status: 403 }),
    );
    await expect(getCart('u1')).rejects.toMatchObject({ status: 403 });

    expect(useAuthStore.getState().token).toBe('still-valid');
  });
});
