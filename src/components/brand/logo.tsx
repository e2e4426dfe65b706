import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslate } from '@/lib/i18n/i18n';

const SIZES = { lg: 28, xl: 32 } as const;

/**
 * The shop's mark and name (a brand: the same in every language). With `to`, a link home named "Lokum & Co.
 * home" (the picture is decoration).
 */
export function Logo({ to, size = 'lg' }: { to?: '/' | '/shop/home'; size?: keyof typeof SIZES }) {
  const t = useTranslate();
  const mark = (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={SIZES[size]} height={SIZES[size]} />
      <Text fw={700} ff="Georgia, serif" size={size}>
        Lokum & Co.
      </Text>
    </Group>
  );
  if (!to) return mark;
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label={t('common.logo.homeLink')}>
      {mark}
    </Anchor>
  );
}
