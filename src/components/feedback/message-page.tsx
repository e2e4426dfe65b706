import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslate } from '@/lib/i18n/i18n';

/**
 * A full-page message: not found, no access, or a page that failed (then with Try again). `landmark`: the page's
 * `main`, for a message outside any area's layout (a layout has its own `main`), so no content sits outside a
 * landmark.
 */
export function MessagePage({
  title,
  text,
  onRetry,
  landmark = false,
}: {
  title: string;
  text?: string;
  onRetry?: () => void;
  landmark?: boolean;
}) {
  const t = useTranslate();
  return (
    <Center component={landmark ? 'main' : 'div'} mih="70vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{title}</Title>
        {text && <Text c="dimmed">{text}</Text>}
        <Group justify="center">
          {onRetry && <Button onClick={onRetry}>{t('common.messagePage.retry')}</Button>}
          <Button component={Link} to="/" variant={onRetry ? 'default' : 'filled'}>
            {t('common.messagePage.homeLink')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
