import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '@/components/feedback/message-page';

// An unknown path under /admin still passes the area's guard first (a guest signs in, the wrong role is
// sent away), then shows the not-found message inside the layout.
export const Route = createFileRoute('/admin/$')({
  head: () => ({ meta: [{ title: 'Page not found · Lokum & Co.' }] }),
  component: NotFound,
});

function NotFound() {
  return (
    <MessagePage title="The page does not exist" text="The address may be mistyped, or the page has moved." />
  );
}
