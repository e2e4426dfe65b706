import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A full-page message: not found, no access. */
export function MessagePage({ title, text }: { title: string; text?: string }) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{title}</Title>
        {text && <Text c="dimmed">{text}</Text>}
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
