import { t } from '@lingui/core/macro';
import { maxImportBytes } from './import-limit';

export { maxImportBytes };

/** How the bytes of an imported file were read, so the preview can say so. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DecodedFile = { text: string; encoding: TextEncodingName } | { error: string };

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** Zero bytes on the even or odd positions of the first kilobyte: UTF-16 text without a byte-order mark. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 1024));
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) even += 1;
    else odd += 1;
  }
  const half = sample.length / 2;
  if (odd > half * 0.6 && even < half * 0.1) return 'utf-16le';
  if (even > half * 0.6 && odd < half * 0.1) return 'utf-16be';
  return null;
}

/**
 * The text of an imported file. UTF-8 (with or without a byte-order mark) and UTF-16 (with a mark,
 * or recognised by its zero bytes) are read as such; bytes that are not valid UTF-8 are what
 * Excel's "CSV" writes on Windows, Windows-1252, and are read as that. Spreadsheets, archives
 * and other binary files are refused with the reason.
 */
export function decodeFileBytes(bytes: Uint8Array): DecodedFile {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) {
    return {
      error: t`This is a spreadsheet or archive, not a text file. Save it as "CSV UTF-8" and import that.`,
    };
  }
  if (startsWith(bytes, 0xff, 0xfe))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, 0xfe, 0xff))
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  const body = startsWith(bytes, 0xef, 0xbb, 0xbf) ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // Not UTF-8. A zero byte left means binary data, not Windows-1252 text.
    if (body.includes(0))
      return { error: t`The file is not a text file (it contains binary data). Import a CSV or JSON file.` };
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}

/** About how many rules fit in maxImportBytes (100 bytes a rule, a redirect with a few terms). */
export const maxImportRulesEstimate = 200_000;

/** The refusal of a file over maxImportBytes; `format` formats numbers for the interface language. */
export function fileTooLarge(
  bytes: number,
  format: (value: number, fractionDigits: number) => string,
): string {
  const size = format(bytes / (1024 * 1024), 1);
  const limit = format(maxImportBytes / (1024 * 1024), 0);
  const rules = format(maxImportRulesEstimate, 0);
  return t`The file is ${size} MB; files up to ${limit} MB can be imported (about ${rules} rules). Split it into smaller files and import them one after another.`;
}
