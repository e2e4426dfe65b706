import { ActionIcon, Drawer, Indicator, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/** The header's cart button with its item-count badge, and the cart sheet it opens. */
export function CartSheet() {
  const [opened, { open, close }] = useDisclosure(false);
  const count = 0;
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0}>
        <ActionIcon variant="default" size="lg" onClick={open} aria-label={`Cart, ${count} items`}>
          🛒
        </ActionIcon>
      </Indicator>
      <Drawer opened={opened} onClose={close} position="right" title="Your Cart">
        <Text>Your cart is empty.</Text>
      </Drawer>
    </>
  );
}
