import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every auth screen sits in: the screen's title, an optional line under it, then the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
      <Stack gap="lg">
        <Stack gap={6} ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" component="div">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
