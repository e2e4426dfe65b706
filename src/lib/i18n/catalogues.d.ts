// The compiled message catalogues, one module per language and bundle (tools/vite-plugins/message-catalogues.ts).
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
