import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAppStart, startApp } from './app-start';

const block = (value: unknown) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'app-start';
  element.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.append(element);
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe("starting the app from index.html's list", () => {
  it('adds the entry first, then its preloads and style preloads, all crossorigin, a few per task, once', () => {
    vi.useFakeTimers();
    const modules = [
      '/assets/runtime-b.js',
      '/assets/startup-c.js',
      '/assets/app-e.js',
      '/assets/kit-f.js',
      '/assets/page-g.js',
    ];
    block({ entry: '/assets/index-a.js', modules, styles: ['/assets/startup-d.css'] });
    const then = vi.fn();
    const added = () =>
      [...document.head.querySelectorAll('script[src], link')].map((element) => [
        element.tagName.toLowerCase(),
        element.getAttribute('type') ?? element.getAttribute('rel'),
        element.getAttribute('src') ?? element.getAttribute('href'),
        element.getAttribute('crossorigin'),
      ]);
    expect(startApp(document, then)).toBe(true);
    // The first few now, the entry first; the rest and the caller's next step in later tasks.
    expect(added()).toEqual([
      ['script', 'module', '/assets/index-a.js', ''],
      ['link', 'modulepreload', '/assets/runtime-b.js', ''],
      ['link', 'modulepreload', '/assets/startup-c.js', ''],
      ['link', 'modulepreload', '/assets/app-e.js', ''],
    ]);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(7);
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(then).toHaveBeenCalledOnce();
    expect(added().slice(4)).toEqual([
      ['link', 'modulepreload', '/assets/kit-f.js', ''],
      ['link', 'modulepreload', '/assets/page-g.js', ''],
      ['link', 'preload', '/assets/startup-d.css', ''],
    ]);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('as')).toBe('style');
    // A second start (the paint and the fallback timer both fire) adds nothing.
    expect(startApp()).toBe(false);
    expect(document.head.querySelectorAll('script[src], link')).toHaveLength(7);
  });

  it("requests only the build's own files: another origin, a javascript: URL or a path outside /assets/ is left out", () => {
    block({
      entry: '/assets/index-a.js',
      modules: ['https://evil.example/x.js', 'javascript:alert(1)', '/other/x.js', '/assets/ok.js', 42],
      styles: ['/assets/x.js', '//evil.example/a.css', '/assets/ok.css'],
    });
    expect(readAppStart()).toEqual({
      entry: '/assets/index-a.js',
      modules: ['/assets/ok.js'],
      styles: ['/assets/ok.css'],
    });
  });

  it("does nothing without a list or with one that is not the build's (dev server, tests, a broken page)", () => {
    expect(startApp()).toBe(false);
    block('{not json');
    expect(startApp()).toBe(false);
    document.head.innerHTML = '';
    block({ entry: 'https://evil.example/index.js', modules: [], styles: [] });
    expect(startApp()).toBe(false);
    expect(document.head.querySelectorAll('script[src], link')).toHaveLength(0);
  });
});
