import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A full-page message: not found, no access, or a page that failed (then with Try again). */
export function MessagePage({
  title,
  text,
  onRetry,
}: {
  title: string;
  text?: string;
  onRetry?: () => void;
}) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{title}</Title>
        {text && <Text c="dimmed">{text}</Text>}
        <Group justify="center">
          {onRetry && <Button onClick={onRetry}>Try again</Button>}
          <Button component={Link} to="/" variant={onRetry ? 'default' : 'filled'}>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
