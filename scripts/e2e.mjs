// npm run test:e2e: Debian's Chromium and nginx (installed when missing and we may), a fresh
// production build, then Playwright, which starts the portal stacks itself (playwright.config.ts),
// among them nginx serving the build with the deployment's configuration (docs/deployment.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, options = {}) => execFileSync(command, args, { stdio: 'inherit', ...options });
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

const hasNginx = () =>
  process.env.NGINX_PATH
    ? existsSync(process.env.NGINX_PATH)
    : existsSync('/usr/sbin/nginx') || spawnSync('sh', ['-c', 'command -v nginx']).status === 0;

const missing = [];
if (!existsSync('/usr/bin/chromium'))
  missing.push({ name: 'chromium', packages: ['chromium', 'fonts-dejavu-core'] });
if (!hasNginx()) missing.push({ name: 'nginx', packages: ['nginx'] });

if (missing.length > 0) {
  const names = missing.map((item) => item.name).join(' and ');
  if (process.getuid?.() === 0) {
    console.log(`[e2e] installing Debian ${names} (apt-get)…`);
    run('apt-get', ['update'], { env: aptEnv });
    run(
      'apt-get',
      ['install', '-y', '--no-install-recommends', ...missing.flatMap((item) => item.packages)],
      { env: aptEnv },
    );
  } else {
    const packages = missing.map((item) => item.name).join(' ');
    console.error(
      `[e2e] ${names} ${missing.length > 1 ? 'are' : 'is'} missing: install Debian's ${packages} (sudo apt-get install ${packages}).` +
        (missing.some((item) => item.name === 'nginx')
          ? ' The nginx project serves the build with deploy/nginx/ (NGINX_PATH for another nginx).'
          : ''),
    );
    process.exit(1);
  }
}

run('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
run(process.execPath, ['scripts/check-size-budgets.mjs']);
run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)]);
