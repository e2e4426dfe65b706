import { Button } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LazyDrawer } from './lazy-drawer';
import { LazyMenu } from './lazy-menu';

function AccountMenu() {
  return (
    <LazyMenu
      target={<Button>Account</Button>}
      dropdown={(Menu) => (
        <>
          <Menu.Item>Orders</Menu.Item>
          <Menu.Item>Logout</Menu.Item>
        </>
      )}
    />
  );
}

describe('LazyMenu', () => {
  it('opens with its items when its trigger is pressed before its code has loaded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />);
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(standIn);
    // In the DOM, not necessarily "visible": jsdom lays nothing out, so the dropdown is never positioned (the
    // e2e tests open both menus in a browser).
    expect(await screen.findByRole('menuitem', { name: 'Logout', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps its trigger in place through the idle moment, and opens the loaded menu when pressed', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<AccountMenu />);
    const standIn = screen.getByRole('button', { name: 'Account' });
    // The idle moment (a 1 s timer where requestIdleCallback is missing, as in jsdom) downloads the code, and
    // nothing more: once that code is in, the button a shopper may be pressing is still the same element.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await act(async () => {
      await import('./menu-with-target');
    });
    expect(screen.getByRole('button', { name: 'Account' })).toBe(standIn);

    standIn.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Account' })).not.toBe(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Orders', hidden: true })).toBeInTheDocument();
  });
});

function CartDrawer() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Cart</Button>
      <LazyDrawer opened={opened} onClose={() => setOpened(false)} title="Your cart">
        <p>2 items</p>
      </LazyDrawer>
    </>
  );
}

describe('LazyDrawer', () => {
  it('renders nothing until first opened, then the drawer with its title and content, and closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CartDrawer />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveTextContent('2 items');

    await user.keyboard('{Escape}');
    // Gone for assistive technology as the closing starts, and from the page once it has slid out.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2 items')).not.toBeInTheDocument());
  });
});
