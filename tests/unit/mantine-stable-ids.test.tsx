import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { useId } from '../../scripts/vite/shims/mantine-use-id.mjs';

// scripts/vite/mantine-stable-ids.mjs gives Mantine this useId in the build (the tests run Mantine
// from node_modules, past Vite's plugins; tests/e2e/live-mode.spec.ts checks the built pages).
function Field({ staticId, label }: { staticId?: string; label: string }) {
  const id = useId(staticId);
  const [clicks, setClicks] = useState(0);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={clicks} />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        More {label}
      </button>
    </p>
  );
}

describe("Mantine's useId from React's", () => {
  test('the id of the first render stays, differs per component, and is a plain CSS identifier', () => {
    render(
      <>
        <Field label="Target" />
        <Field label="Source" />
      </>,
    );
    const target = screen.getByLabelText('Target');
    const first = target.id;
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(screen.getByLabelText('Source').id).not.toBe(first);
    screen.getByRole('button', { name: 'More Target' }).click();
    expect(screen.getByLabelText('Target').id).toBe(first);
    expect(document.querySelector(`#${first}`)).toBe(target);
  });

  test('a static id wins', () => {
    render(<Field label="Name" staticId="rule-name" />);
    expect(screen.getByLabelText('Name').id).toBe('rule-name');
  });
});
