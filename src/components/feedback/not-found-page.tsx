import { MessagePage } from './message-page';

/** Any path the shop does not know, at the top level or inside an area's layout. */
export function NotFoundPage() {
  return (
    <MessagePage title="The page does not exist" text="The address may be mistyped, or the page has moved." />
  );
}
