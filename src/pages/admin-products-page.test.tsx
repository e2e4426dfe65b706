import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderWithRouter } from '@/testing/render-with-router';
import { signInAs } from '@/testing/session';
import { AdminProductsPage } from './admin-products-page';

const CEVIZLI = 'Cevizli Baklava, 500 g';
const CEVIZLI_ID = '64b0c0a1f1e2d3c4b5a60002';

// The first answer can take a while on a busy machine.
const LOAD = { timeout: 5000 };

// A short catalog keeps jsdom's role queries quick; the grid's size is not what these tests are about.
beforeEach(() => {
  db.state.products = db.state.products.slice(0, 4);
});

describe('AdminProductsPage', () => {
  it('edits a product: the sheet is filled, the upload disabled, and the grid shows the change', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    await renderWithRouter(AdminProductsPage, { path: '/admin/products' });

    const card = await screen.findByRole('article', { name: CEVIZLI }, LOAD);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    const title = within(sheet).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(CEVIZLI);
    expect(within(sheet).getByLabelText('Upload Image')).toBeDisabled();

    await user.clear(title);
    await user.paste('Cevizli Baklava, 750 g');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Cevizli Baklava, 750 g' })).toBeInTheDocument();
    expect(db.state.products.find((product) => product._id === '64b0c0a1f1e2d3c4b5a60002')?.title).toBe(
      'Cevizli Baklava, 750 g',
    );
  });

  it('names a value the backend kept instead of the one sent, and keeps the sheet open with what was typed', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    const sent: unknown[] = [];
    // A backend that writes `Number(sent) || stored`: it stores everything but the zero stock.
    server.use(
      http.put('*/api/admin/products/edit/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        const product = db.state.products.find((candidate) => candidate._id === '64b0c0a1f1e2d3c4b5a60002');
        Object.assign(product ?? {}, body, { totalStock: Number(body.totalStock) || product?.totalStock });
        return HttpResponse.json({ success: true, data: product });
      }),
    );
    await renderWithRouter(AdminProductsPage, { path: '/admin/products' });

    const card = await screen.findByRole('article', { name: CEVIZLI }, LOAD);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    const stock = within(sheet).getByRole('textbox', { name: 'Total Stock' });
    await user.clear(stock);
    await user.type(stock, '0');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent('Not every change was saved');
    expect(alert).toHaveTextContent("The shop's server kept the stock at 48");
    expect(sent).toEqual([expect.objectContaining({ totalStock: '0' })]);
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBe(sheet);
    expect(stock).toHaveValue('0');
    expect(screen.queryByText('Product updated successfully')).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    await renderWithRouter(AdminProductsPage, { path: '/admin/products' });
    const before = db.state.products.length;

    const card = await screen.findByRole('article', { name: CEVIZLI }, LOAD);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(within(confirm).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product delete successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: CEVIZLI })).not.toBeInTheDocument());
    expect(db.state.products).toHaveLength(before - 1);
  });

  it('shows an empty grid when the load fails', async () => {
    await renderWithRouter(AdminProductsPage, { path: '/admin/products' });
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });

  it('holds the edit sheet in the URL: Edit adds ?edit=<id>, closing goes back, a link opens it, an unknown id says so', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    const { router } = await renderWithRouter(AdminProductsPage, { path: '/admin/products' });

    const card = await screen.findByRole('article', { name: CEVIZLI }, LOAD);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(router.state.location.search).toEqual({ edit: CEVIZLI_ID });
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    // Closing went back to the entry before the sheet: there is nothing of it left to go back to.
    expect(router.history.canGoBack()).toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument(),
    );

    await router.navigate({ to: '/admin/products', search: { edit: CEVIZLI_ID } });
    expect(
      within(await screen.findByRole('dialog', { name: 'Edit Product' })).getByRole('textbox', {
        name: 'Title',
      }),
    ).toHaveValue(CEVIZLI);

    await router.navigate({ to: '/admin/products', search: { edit: '64b0c0a1f1e2d3c4b5a6ffff' } });
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No product has the id 64b0c0a1f1e2d3c4b5a6ffff. It may have been deleted, or the link is incomplete.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
