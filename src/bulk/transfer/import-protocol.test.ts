import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkRows, createImportHandler, type FromWorker, type WireRow } from './import-protocol';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

async function run(csv: string, existing: unknown[]) {
  const messages: FromWorker[] = [];
  const handle = createImportHandler(
    (message) => messages.push(message),
    () => Promise.resolve(),
  );
  await handle({
    type: 'read',
    kind: 'synonym',
    fileName: 'synonyms.csv',
    bytes: bytesOf(csv),
    locale: 'en',
  });
  for (let from = 0; from < existing.length || from === 0; from += chunkRows) {
    await handle({
      type: 'existing',
      generation: 1,
      json: JSON.stringify(existing.slice(from, from + chunkRows)),
      last: from + chunkRows >= existing.length,
    });
  }
  return messages;
}

describe('the import worker protocol', () => {
  it('reads, then compares against the rules sent in chunks, and sends the rows back in chunks with the index of the rule they change', async () => {
    const existing = Array.from({ length: 12_000 }, (_, i) => ({ Query: `q${i}`, Synonyms: [`s${i}`] }));
    const lines = Array.from({ length: 12_000 }, (_, i) => `q${i},${i === 7_000 ? 'changed' : `s${i}`}`);
    const messages = await run(`Query,Synonyms\n${lines.join('\n')}\n`, existing);

    expect(messages.find((m) => m.type === 'read')).toEqual({
      type: 'read',
      summary: { positionKind: 'line', rowCount: 12_000, fileError: undefined, encoding: 'utf-8' },
    });
    const chunks = messages.filter((m) => m.type === 'rows').map((m) => JSON.parse(m.json) as WireRow[]);
    expect(chunks.map((rows) => rows.length)).toEqual([5_000, 5_000, 2_000]);
    const rows = chunks.flat();
    expect(rows.filter((row) => row.status === 'change')).toEqual([
      expect.objectContaining({ position: 7_002, existingIndex: 7_000, status: 'change' }),
    ]);
    expect(rows.filter((row) => row.status === 'unchanged')).toHaveLength(11_999);
    expect(messages.at(-1)).toEqual({ type: 'done', generation: 1 });
    // The counts come before the first rows, so the preview can show them with the first chunk.
    const countsAt = messages.findIndex((m) => m.type === 'counts');
    expect(messages[countsAt]).toEqual({
      type: 'counts',
      generation: 1,
      counts: { add: 0, change: 1, unchanged: 11_999, invalid: 0 },
    });
    expect(countsAt).toBeLessThan(messages.findIndex((m) => m.type === 'rows'));
    expect(messages.some((m) => m.type === 'progress' && m.stage === 'comparing' && m.done === 12_000)).toBe(
      true,
    );
  });

  it('takes the rules before or while the file is read, and compares with the latest ones sent', async () => {
    const messages: FromWorker[] = [];
    const handle = createImportHandler(
      (message) => messages.push(message),
      () => Promise.resolve(),
    );
    const send = (generation: number, rules: unknown[]) =>
      handle({ type: 'existing', generation, json: JSON.stringify(rules), last: true });
    await send(1, [{ Query: 'a', Synonyms: ['x'] }]);
    await send(2, [{ Query: 'a', Synonyms: ['y'] }]);
    expect(messages.filter((m) => m.type === 'rows')).toEqual([]);
    await handle({
      type: 'read',
      kind: 'synonym',
      fileName: 'synonyms.csv',
      bytes: bytesOf('Query,Synonyms\na,y\nb,z\n'),
      locale: 'en',
    });
    const rows = messages.filter((m) => m.type === 'rows').flatMap((m) => JSON.parse(m.json) as WireRow[]);
    expect(rows.map((row) => [row.label, row.status])).toEqual([
      ['a', 'unchanged'],
      ['b', 'add'],
    ]);
    expect(
      messages
        .filter((m) => m.type === 'rows' || m.type === 'done')
        .every((m) => 'generation' in m && m.generation === 2),
    ).toBe(true);
  });

  it('takes a whole list of 300,000 rules in one message (the server’s own text)', async () => {
    const messages: FromWorker[] = [];
    const handle = createImportHandler(
      (message) => messages.push(message),
      () => Promise.resolve(),
    );
    const existing = Array.from({ length: 300_000 }, (_, i) => ({ Query: `q${i}`, Synonyms: [`s${i}`] }));
    await handle({ type: 'existing', generation: 1, json: JSON.stringify(existing), last: true });
    await handle({
      type: 'read',
      kind: 'synonym',
      fileName: 'synonyms.csv',
      bytes: bytesOf('Query,Synonyms\nq299999,changed\n'),
      locale: 'en',
    });
    expect(messages.find((m) => m.type === 'failed')).toBeUndefined();
    const rows = messages.filter((m) => m.type === 'rows').flatMap((m) => JSON.parse(m.json) as WireRow[]);
    expect(rows).toEqual([expect.objectContaining({ existingIndex: 299_999, status: 'change' })]);
  });

  it('answers a refused file with the reason and no rows', async () => {
    const messages = await run('', []);
    expect(messages.find((m) => m.type === 'read')).toEqual({
      type: 'read',
      summary: { positionKind: 'line', rowCount: 0, fileError: 'The file is empty.', encoding: 'utf-8' },
    });
  });
});
