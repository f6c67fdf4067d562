import { vi } from 'vitest';

/**
 * Catches the files the app hands to the browser as downloads (an object URL and a link click),
 * for reading them back; undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function captureDownloads(): { blob: Blob; name: string }[] {
  const files: { blob: Blob; name: string }[] = [];
  let pending: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => ((pending = blob), 'blob:download'),
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ blob: pending, name: this.download });
    pending = null;
  });
  return files;
}
