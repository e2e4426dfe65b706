import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/features')({
  head: () => ({ meta: [{ title: 'Admin · Features · Lokum & Co.' }] }),
  component: () => <Title order={1}>admin Features</Title>,
});
