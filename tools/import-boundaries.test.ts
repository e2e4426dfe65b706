// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's own ESLint config, running only the rule that holds the boundaries. */
const boundaryLinter = () => new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

/** Lints `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string) {
  const eslint = boundaryLinter();
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// ESLint parses with type information: seconds per call, and far more on a loaded two-core machine.
describe('the import boundaries of src/', { timeout: 180_000 }, () => {
  it("refuse a feature importing another feature's components, and allow its api and schemas", async () => {
    expect(
      await boundaryErrors(
        'src/features/cart/components/planted.tsx',
        "import { ProductCard } from '@/features/catalog/components/product-card';\nexport const x = ProductCard;\n",
      ),
    ).toEqual([expect.stringContaining("never imports another feature's components")]);
    expect(
      await boundaryErrors(
        'src/features/cart/components/planted.tsx',
        "import { productQueries } from '@/features/catalog/api/product-queries';\nimport type { Product } from '@/features/catalog/schemas';\nimport { CartLine } from './cart-line';\nexport const x: [unknown, Product | null, unknown] = [productQueries, null, CartLine];\n",
      ),
    ).toEqual([]);
  });

  it('refuse stores, lib and components importing features, pages, routes or the app', async () => {
    for (const file of [
      'src/stores/planted.ts',
      'src/lib/planted.ts',
      'src/components/feedback/planted.tsx',
    ]) {
      expect(
        await boundaryErrors(
          file,
          "import { useCart } from '@/features/cart/api/use-cart';\nexport const x = useCart;\n",
        ),
        file,
      ).toEqual([expect.stringContaining('may not import them')]);
    }
    expect(
      await boundaryErrors(
        'src/lib/planted.ts',
        "import { LandingPage } from '@/pages/landing-page';\nexport const x = LandingPage;\n",
      ),
    ).toHaveLength(1);
  });

  it("keep src/boot to itself, the request descriptions and the session's rules, and no library", async () => {
    expect(
      await boundaryErrors(
        'src/boot/planted.ts',
        "import { productRequests } from '@/features/catalog/api/product-requests';\nimport { storedSessionToSend } from '@/lib/session/session-rules';\nimport { STORAGE_KEYS } from '@/lib/device/storage-keys';\nimport { firstPages } from './first-pages';\nexport const x = [productRequests, storedSessionToSend, STORAGE_KEYS, firstPages];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/boot/planted.ts',
        "import { formatPrice } from '@/lib/format/money';\nimport { getShopProducts } from '@/features/catalog/api/products-api';\nimport { create } from 'zustand';\nexport const x = [formatPrice, getShopProducts, create];\n",
      ),
    ).toEqual([
      expect.stringContaining('src/boot runs before the framework'),
      expect.stringContaining('src/boot runs before the framework'),
      expect.stringContaining('imports none'),
    ]);
  });

  it('refuse a feature or a page importing a layer above it', async () => {
    expect(
      await boundaryErrors(
        'src/features/orders/planted.ts',
        "import { CheckoutPage } from '@/pages/checkout-page';\nexport const x = CheckoutPage;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/pages/planted.tsx',
        "import { createAppRouter } from '@/app/router';\nexport const x = createAppRouter;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuse production code importing the mock backend, and a relative import leaving its area', async () => {
    expect(
      await boundaryErrors(
        'src/features/cart/api/planted.ts',
        "import { db } from '@mocks/db';\nexport const x = db;\n",
      ),
    ).toEqual([expect.stringContaining('never imports the mock backend')]);
    expect(
      await boundaryErrors(
        'src/features/cart/api/planted.ts',
        "import { x } from '../../catalog/schemas';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringContaining('may not leave src/features/cart')]);
  });

  it('pass the tree as it is', async () => {
    const eslint = boundaryLinter();
    const results = await eslint.lintFiles(['src']);
    const violations = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'no-restricted-imports')
        .map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(violations).toEqual([]);
  });
});
