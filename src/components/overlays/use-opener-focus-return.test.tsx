import { Button, Drawer, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useOpenerFocusReturn } from './use-opener-focus-return';

function SheetWithOpener() {
  const [opened, setOpened] = useState(false);
  useOpenerFocusReturn(opened);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add New Product</Button>
      <Button>Elsewhere</Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} returnFocus={false} title="Add New Product">
        <TextInput label="Title" />
      </Drawer>
    </>
  );
}

function focused() {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) throw new Error('nothing has the focus');
  return active;
}

/** Renders the page, presses its opener from the keyboard's focus and waits for the sheet. */
async function openSheet() {
  renderWithProviders(<SheetWithOpener />);
  const opener = screen.getByRole('button', { name: 'Add New Product' });
  opener.focus();
  fireEvent.click(opener);
  const sheet = await screen.findByRole('dialog', { name: 'Add New Product' });
  return { opener, sheet };
}

describe('useOpenerFocusReturn', () => {
  it('gives the focus back to the opener after Escape closes the sheet', async () => {
    const { opener, sheet } = await openSheet();
    await waitFor(() => expect(sheet).toContainElement(focused()));

    fireEvent.keyDown(focused(), { key: 'Escape' });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives the focus back when the sheet moves the focus in only after Escape has closed it', async () => {
    // A busy machine: Escape is handled before the sheet's focus trap has had its turn (Mantine closes on Escape
    // wherever the focus is), and that trap's late turn still moves the focus into the closing sheet.
    const { opener, sheet } = await openSheet();
    const lateTrapTarget = within(sheet).getByRole('textbox', { name: 'Title' });
    opener.focus();

    act(() => {
      fireEvent.keyDown(opener, { key: 'Escape' });
    });
    lateTrapTarget.focus();
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() => expect(lateTrapTarget).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('leaves the focus where the person moved it while the sheet closed', async () => {
    const { sheet } = await openSheet();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await waitFor(() => expect(sheet).toContainElement(focused()));

    act(() => {
      fireEvent.keyDown(focused(), { key: 'Escape' });
    });
    elsewhere.focus();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument());
    expect(elsewhere).toHaveFocus();
  });
});
