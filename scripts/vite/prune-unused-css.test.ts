import { describe, expect, test } from 'vitest';
import { pruneCss } from './prune-unused-css.mjs';

describe('pruneCss', () => {
  const css = [
    ':root{--mantine-color-body:#fff}',
    '.m_aaaaaaaa{color:red}',
    '.m_bbbbbbbb{color:blue}',
    '.m_aaaaaaaa .m_bbbbbbbb,.m_aaaaaaaa:hover{color:green}',
    '@media (min-width:48em){.m_bbbbbbbb{margin:0}}',
    '@keyframes m_cccccccc{from{opacity:0}to{opacity:1}}',
    '.mantine-focus-auto:focus-visible{outline:2px solid}',
  ].join('');

  test('keeps what a used class or no hashed class needs, drops selectors needing an unused one', () => {
    const pruned = pruneCss(css, new Set(['m_aaaaaaaa']));
    expect(pruned).toContain(':root{--mantine-color-body:#fff}');
    expect(pruned).toContain('.m_aaaaaaaa{color:red}');
    expect(pruned).not.toContain('color:blue');
    // Of a selector list only the part that can still match stays.
    expect(pruned).toContain('.m_aaaaaaaa:hover{color:green}');
    expect(pruned).not.toContain('.m_aaaaaaaa .m_bbbbbbbb');
    // An @media block left empty goes; keyframes and helper classes stay.
    expect(pruned).not.toContain('@media');
    expect(pruned).toContain('@keyframes m_cccccccc{from{opacity:0}to{opacity:1}}');
    expect(pruned).toContain('.mantine-focus-auto:focus-visible');
  });

  test('with every class used nothing changes', () => {
    expect(pruneCss(css, new Set(['m_aaaaaaaa', 'm_bbbbbbbb']))).toBe(css);
  });
});
