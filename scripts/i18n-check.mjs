// Fails when a user-facing string has no German translation (npm run i18n:check, part of npm test).
// Extracts first, so a string added in the code without a translation is caught too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execFileSync('node_modules/.bin/lingui', ['extract', '--clean'], { stdio: 'ignore' });

const po = readFileSync('src/i18n/locales/de/messages.po', 'utf8');
const missing = [];
for (const entry of po.split(/\n\n+/)) {
  const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
  const str = /^msgstr "(.*)"$/m.exec(entry)?.[1];
  const continued = /^msgstr ""\n"/m.test(entry);
  if (id && id !== '' && str === '' && !continued) missing.push(id);
}

if (missing.length > 0) {
  console.error(`${missing.length} German translation(s) missing in src/i18n/locales/de/messages.po:`);
  for (const id of missing) console.error(`  - ${id}`);
  process.exit(1);
}
execFileSync('node_modules/.bin/lingui', ['compile', '--typescript', '--strict'], { stdio: 'inherit' });
console.log('i18n: every message has a German translation.');
