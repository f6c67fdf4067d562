import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authenticate, demoAccounts } from './accounts';

describe('demo accounts', () => {
  it('accept the password demo, case-insensitive e-mail, and nothing else', () => {
    expect(authenticate(' Merchandiser@Demo.test ', 'demo')?.sub).toBe('demo-merchandiser');
    expect(authenticate('merchandiser@demo.test', 'Demo')).toBeUndefined();
    expect(authenticate('merchandiser@demo.test', '')).toBeUndefined();
    expect(authenticate('someone@demo.test', 'demo')).toBeUndefined();
  });

  it('are the ones listed in docs/demo-accounts.md', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../docs/demo-accounts.md'), 'utf8');
    for (const account of demoAccounts) {
      const row = [`\`${account.email}\``, account.name, `\\w+ \\(\`${account.locale}\`\\)`].join(
        '\\s*\\|\\s*',
      );
      expect(doc).toMatch(new RegExp(`\\|\\s*${row}\\s*\\|`));
    }
  });
});
