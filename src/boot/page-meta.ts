/**
 * The <meta> through which the web server hands the app the backend's address: left empty by a deploy build,
 * filled in by deploy/start.sh, read by lib/backend/env.ts. The build tools import it too (tools/build-names.ts), so
 * this module stays free of imports. Only lib/backend/env.ts may import it in the app: a module shared with main.tsx
 * would become a chunk that the entry imports statically (see boot/shell-meta.ts).
 */
export const API_URL_META = 'api-url';

/**
 * The <meta> through which deploy/start.sh hands the app PAYMENT_HOSTS: the hosts, besides PayPal's, that a
 * payment's approval address may lead to. Absent when the deploy names none.
 */
export const PAYMENT_HOSTS_META = 'payment-hosts';
