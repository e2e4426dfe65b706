// Any relative address resolves against this stand-in origin: only the scheme matters, and the helper stays
// pure (no window), so it runs the same in the browser, in jsdom and in the mock backend.
const RESOLVE_BASE = 'http://relative.invalid/';
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'blob:']);
const DATA_IMAGE = /^data:image\//i;

/**
 * The image address from the server when a browser may load it as an image: http(s) (relative paths included,
 * they are same-origin), blob: or data:image/…; otherwise undefined, and the caller shows its missing-image
 * placeholder. Parsed with the browser's own URL rules, so `JavaScript:`, ` javascript:` or `java\tscript:`
 * are seen as the browser would see them.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  let protocol: string;
  try {
    protocol = new URL(trimmed, RESOLVE_BASE).protocol;
  } catch {
    return undefined;
  }
  if (SAFE_PROTOCOLS.has(protocol)) return trimmed;
  if (protocol === 'data:' && DATA_IMAGE.test(trimmed)) return trimmed;
  return undefined;
}
