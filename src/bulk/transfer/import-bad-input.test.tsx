import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { RulesTransferMenu } from './RulesTransferMenu';
import { loadTransferKitUpFront } from '../../../tests/transfer-menu';

// Bad input gets a clear message and loses nothing: each case through the menu, as a
// merchandiser picks the file. Without a Worker in jsdom the import runs the same handler in-thread.

loadTransferKitUpFront();

async function importFile(file: File) {
  signInForTests();
  const { user } = await renderWithPortal(<RulesTransferMenu kind="synonym" />, { page: 'synonymsList' });
  await user.upload(await screen.findByLabelText('File to import'), file);
  return screen.findByRole('dialog', { name: `Import ${file.name}` });
}

const csvFile = (content: BlobPart, name = 'synonyms.csv') => new File([content], name, { type: 'text/csv' });

function utf16le(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    bytes[2 + 2 * i] = text.charCodeAt(i) & 0xff;
    bytes[3 + 2 * i] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

describe('importing bad input', () => {
  it('names both lines when the same rule appears twice, and imports the first', async () => {
    const dialog = await importFile(
      csvFile('Query,Synonyms\nschneeschuhe,snowshoes\nfirn,old snow\nschneeschuhe,schneeschuh\n'),
    );
    expect(
      await within(dialog).findByText(/2 to add, 0 to change, 0 left alone, 1 with errors/),
    ).toBeInTheDocument();
    const row = within(within(dialog).getByRole('table', { name: 'Preview' }))
      .getByText('The same rule already appears at line 2.')
      .closest('tr')!;
    expect(row).toHaveTextContent('4');
    expect(within(dialog).getByRole('button', { name: 'Apply 2 rows' })).toBeEnabled();
  });

  it('refuses one malformed line among 1,000 with its line number and reason, and keeps the rest', async () => {
    const lines = Array.from({ length: 1_000 }, (_, i) =>
      i === 499 ? `"broken${i},no closing quote` : `neu-${i},syn-${i}`,
    );
    const dialog = await importFile(csvFile(`Query,Synonyms\n${lines.join('\n')}\n`));
    expect(
      await within(dialog).findByText(/999 to add, 0 to change, 0 left alone, 1 with errors/),
    ).toBeInTheDocument();
    await (
      await import('@testing-library/user-event')
    ).default
      .setup()
      .click(within(dialog).getByRole('radio', { name: 'Errors (1)' }));
    const row = within(within(dialog).getByRole('table', { name: 'Preview' }))
      .getByText(/A quote \(".*never closed/)
      .closest('tr')!;
    expect(row).toHaveTextContent('501');
    expect(within(dialog).getByRole('button', { name: 'Apply 999 rows' })).toBeEnabled();
  });

  it('reads a UTF-16 file with a byte-order mark', async () => {
    const dialog = await importFile(csvFile(utf16le('Query,Synonyms\r\nmüsli,granola | knuspermüsli\r\n')));
    expect(await within(dialog).findByText('The file was read as UTF-16.')).toBeInTheDocument();
    expect(within(dialog).getByText('müsli')).toBeInTheDocument();
    expect(within(dialog).getByText('granola, knuspermüsli')).toBeInTheDocument();
  });

  it('reads a Windows-1252 file (not UTF-8) and says so', async () => {
    const bytes: Uint8Array<ArrayBuffer> = Uint8Array.from(
      [...'Query;Synonyms\r\nm']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0xfc],
          [...'tze;beanie\r\n'].map((c) => c.charCodeAt(0)),
        ),
    );
    const dialog = await importFile(csvFile(bytes));
    expect(await within(dialog).findByText(/read as Windows-1252/)).toBeInTheDocument();
    expect(within(dialog).getByText('mütze')).toBeInTheDocument();
  });

  it('refuses a file over the size limit before reading it, naming the limit', async () => {
    const file = csvFile('Query,Synonyms\n');
    Object.defineProperty(file, 'size', { value: 25 * 1024 * 1024 });
    const dialog = await importFile(file);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is 25 MB; files up to 20 MB can be imported (about 200,000 rules).',
    );
    expect(within(dialog).queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('refuses a header that names no known column', async () => {
    const dialog = await importFile(csvFile('jacke,anorak\nzelt,tent\n'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The first line (jacke, anorak) names none of the known columns. The first line must be a header with: Query, Synonyms.',
    );
  });

  it('refuses an empty file', async () => {
    const dialog = await importFile(csvFile('\uFEFF\r\n  \r\n'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is empty.');
    expect(within(dialog).queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('refuses a spreadsheet saved as .xlsx with what to do instead', async () => {
    const dialog = await importFile(
      csvFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'synonyms.xlsx'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Save it as "CSV UTF-8" and import that.',
    );
  });
});
