import type { ExportedFile } from './file-format';

/** Hands a generated file to the browser as a download. */
export function downloadFile(file: Omit<ExportedFile, 'content'> & { content: string | Blob }): void {
  const blob =
    file.content instanceof Blob ? file.content : new Blob([file.content], { type: file.mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download asynchronously; revoke once they had the chance to read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
