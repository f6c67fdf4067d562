import { describe, expect, it } from 'vitest';
import { linksInsideRepository, readmeLength } from './remark-docs-rules.mjs';

interface FakeFile {
  cwd: string;
  path: string;
  dirname: string;
  value: string;
  messages: string[];
  message: (text: string) => void;
}

function file(path: string, value = ''): FakeFile {
  const messages: string[] = [];
  return {
    cwd: '/repo',
    path,
    dirname: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.',
    value,
    messages,
    message: (text) => void messages.push(text),
  };
}

const tree = (...urls: string[]) => ({
  type: 'root',
  children: [{ type: 'paragraph', children: urls.map((url) => ({ type: 'link', url, children: [] })) }],
});

describe('links inside the repository', () => {
  it('accepts paths inside it, fragments and URLs with a scheme', () => {
    const doc = file('docs/mocks.md');
    linksInsideRepository()(
      tree(
        '../README.md#configuration',
        'bulk-work.md',
        '#scenarios',
        'https://example.com/x',
        'mailto:a@b.c',
      ),
      doc,
    );
    expect(doc.messages).toEqual([]);
  });

  it('reports a path that leaves it, relative or absolute', () => {
    const doc = file('docs/mocks.md');
    linksInsideRepository()(tree('../../shared/spec/portal-spec.md', '/etc/hosts'), doc);
    expect(doc.messages).toEqual([
      'Link to `../../shared/spec/portal-spec.md` leaves the repository: link only to files inside it',
      'Link to `/etc/hosts` leaves the repository: link only to files inside it',
    ]);
  });

  it('resolves against the linking file: ../ from the root leaves, from docs/ does not', () => {
    const readme = file('README.md');
    linksInsideRepository()(tree('../shared/spec/portal-spec.md'), readme);
    expect(readme.messages).toHaveLength(1);
  });
});

describe('README length', () => {
  const lines = (count: number) => `${Array.from({ length: count }, (_, i) => `line ${i}`).join('\n')}\n`;

  it('reports a README over the limit, not one at it', () => {
    const long = file('README.md', lines(301));
    readmeLength({ max: 300 })(null, long);
    expect(long.messages).toEqual(['README.md has 301 lines, more than 300: move the detail into docs/']);
    const fits = file('README.md', lines(300));
    readmeLength({ max: 300 })(null, fits);
    expect(fits.messages).toEqual([]);
  });

  it('leaves other files alone', () => {
    const doc = file('docs/README.md', lines(400));
    readmeLength({ max: 300 })(null, doc);
    expect(doc.messages).toEqual([]);
  });
});
