// npm run test:e2e: Debian's Chromium (installed when missing and we may), a fresh production
// build, then Playwright, which starts the portal stacks itself (playwright.config.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, options = {}) => execFileSync(command, args, { stdio: 'inherit', ...options });

if (!existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    console.log('[e2e] installing Debian chromium (apt-get)…');
    run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error('[e2e] /usr/bin/chromium is missing: install Debian\'s chromium (sudo apt-get install chromium).');
    process.exit(1);
  }
}

run('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
run(process.execPath, ['scripts/check-size-budgets.mjs']);
run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)]);
