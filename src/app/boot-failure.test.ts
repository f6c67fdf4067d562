import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { showBootFailure } from './boot-failure';

// The static frame as index.html has it: the start fails while 'Loading...' is on screen.
const indexHtml = readFileSync('index.html', 'utf8');
const frame = indexHtml.slice(
  indexHtml.indexOf('<div id="root">'),
  indexHtml.indexOf('<script type="module"'),
);

afterEach(async () => {
  document.body.innerHTML = '';
  await activateLocale('en');
});

describe('a start that fails before the portal has rendered', () => {
  it("replaces 'Loading...' with the render error and a way to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = frame;
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const reload = vi.fn();

    await showBootFailure(new TypeError('Failed to fetch dynamically imported module'), reload);

    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occured, please refresh the page. If the problem persist contact support for assistance.',
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(reload).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalled();
  });

  it('speaks German when the session is German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await activateLocale('de');
    document.body.innerHTML = frame;
    await showBootFailure(new Error('config.json: 503'));
    expect(screen.getByRole('alert').textContent).not.toContain('An error occured');
    expect(screen.getByRole('button').textContent).not.toBe('Try again');
  });
});
