/** apps/web/vite-messages.ts: the catalogue's compiled units, loaded on demand. */
declare module 'virtual:portico-messages' {
  import type { Messages } from '@lingui/core';
  import type { Language } from '@portico/contract';

  type Unit = 'start' | 'portal' | 'console' | 'consoleClients' | 'consoleBoard' | 'staffBoard';
  type Load = () => Promise<{ default: Messages; english: Record<string, string> }>;
  export const loaders: Record<Language | 'pseudo', Record<Unit, Load>>;
}
