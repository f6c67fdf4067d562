import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The English source texts of the whole interface (the catalog lingui extracts from the code). */
const catalog = readFileSync(join(process.cwd(), 'src/i18n/locales/en/messages.po'), 'utf8');
const sourceTexts = [...catalog.matchAll(/^msgid "(.*)"$/gm)].map((match) => match[1]);

describe('one wording per meaning', () => {
  it('says "Until deleted" for a schedule without an end, on every screen', () => {
    expect(sourceTexts).toContain('Until deleted');
    expect(sourceTexts).not.toContain('Until removed');
  });
});
