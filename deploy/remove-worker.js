// The emergency exit from the shop's service worker (docs/deploy.md#forcing-an-update). deploy/start.sh serves it
// as sw.js when started with SERVICE_WORKER=remove. Every device that still has the shop's worker fetches it at its
// next update check (a page shown again, hourly, each navigation): it takes over at once, deletes every cache and
// the worker's cache records, unregisters itself and reloads the open pages, which then come from the network as
// the site serves them, with no worker. Plain JavaScript, no imports: it must work whatever build is on the device.
/* global self, caches, indexedDB */
self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase('workbox-expiration');
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => undefined)));
    })(),
  );
});
