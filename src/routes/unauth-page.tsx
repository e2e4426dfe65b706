import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '@/components/feedback/message-page';

export const Route = createFileRoute('/unauth-page')({
  head: () => ({ meta: [{ title: 'No access · Lokum & Co.' }] }),
  component: () => (
    <MessagePage
      title="You don't have access to view this page"
      text="This area is for shop administrators only."
    />
  ),
});
