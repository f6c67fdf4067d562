// Runs the local OpenID Connect provider (server/oidc/index.ts) as a child process for
// `npm start` and `npm run dev`, and stops it with its parent.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..');
const READY = /OpenID Connect provider on (\S+)/;

/**
 * Starts the provider with the project's Node and tsx (one process: `node --import tsx`), passes
 * the environment on, echoes its output (the provider prefixes its own lines) and resolves
 * `ready` with the issuer once it listens.
 */
export function startOidcProcess({ env = process.env, echo = true } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/oidc/index.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });

  const ready = new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      if (echo) process.stdout.write(chunk);
      buffered += chunk;
      const match = READY.exec(buffered);
      if (match) {
        buffered = '';
        resolve(match[1]);
      }
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`the OpenID Connect provider stopped (${signal ?? `exit code ${code}`})`)),
    );
  });

  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // A crashed or interrupted parent must not leave the provider holding its port.
  process.once('exit', stop);

  return { child, ready, stop };
}
