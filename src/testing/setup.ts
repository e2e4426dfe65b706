import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { activateLocale, loadMessageBundles } from '@/lib/i18n/i18n';
import { forgetReportedRecords } from '@/lib/backend/record-list';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';

// findBy*/waitFor wait up to 5 s instead of 1 s: the first render of a file (Mantine, the router, the mock
// backend's answers) can take longer than a second on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// Mantine needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
// The home page's carousel (Embla) watches its slides.
window.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
// Mantine's growing Textarea (the product dialog's review) listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// Unhandled requests fail the test: every call must hit a handler of the mock backend.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Components are rendered without the routes that load their message bundles (lib/i18n/message-bundles.ts).
beforeAll(() => loadMessageBundles('auth', 'catalog', 'productDialog', 'shop', 'admin', 'provider'));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  db.reset();
  forgetReportedRecords();
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().endSession();
  useToastStore.getState().dismiss();
  // A test that switched to Turkish leaves the next one in English, the default.
  void activateLocale('en');
});
afterAll(() => server.close());
