import { z } from 'zod/mini';

const envSchema = z.object({
  // The backend's origin, e.g. https://api.example.com. Unset or empty: the embedded mock backend.
  VITE_API_URL: z.pipe(
    z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
    z.transform((value) => (value ? value.replace(/\/+$/, '') : undefined)),
  ),
});

export function parseEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid VITE_API_URL: it must be an http(s) origin such as https://api.example.com`);
  }
  return result.data;
}

export const env = parseEnv({ VITE_API_URL: import.meta.env.VITE_API_URL });

/** True when the app runs on the embedded MSW backend. Statically known at build time. */
export const isMockMode = !import.meta.env.VITE_API_URL;
