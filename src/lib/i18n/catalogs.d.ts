// The compiled message catalogs, one module per language and bundle (tools/vite-plugins/message-catalogs.ts).
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
