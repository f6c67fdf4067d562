import type { Messages } from '@lingui/core';

/**
 * The default language's (en) messages in a production build: each module of the app adds the
 * messages it uses when it runs (scripts/vite/catalog-per-chunk.mjs), so a page downloads the
 * English text of what it shows, not the whole catalog (issue 14, first-screen budget). The object
 * is handed to Lingui once (activateLocale) and filled in place later, without a "change" event: a
 * module's messages arrive before its components render, so nothing on screen has to update.
 * In development and tests the whole catalog is loaded instead (locales/en/messages.ts).
 */
export const sourceMessages: Messages = {};

export function addSourceMessages(messages: Messages): void {
  Object.assign(sourceMessages, messages);
}
