// Checks a running portal API against the contract (docs/contract-check.md).
//   npm run contract:check -- --base-url http://localhost:5175/api [--token T] [--write ...]
// The options are in contract-check/cli-args.ts; the checks in contract-check/.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCheckArgs, usage, type ContractCheckCli } from './contract-check/cli-args';

export { parseCheckArgs, type ContractCheckCli } from './contract-check/cli-args';

/** The decoders are generated from the contract: regenerate them when the contract changed since. */
function ensureGenerated(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outputs = ['openapi/dist/portal.yaml', 'src/api/generated/decoders.ts'].map((file) =>
    join(root, file),
  );
  const oldestOutput = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const newestSource = Math.max(
    ...contractSources(join(root, 'openapi')).map((file) => statSync(file).mtimeMs),
  );
  if (oldestOutput >= newestSource) return;
  console.error(
    'The contract changed since the last generation; regenerating (npm run generate -- contract) ...',
  );
  execFileSync(process.execPath, ['scripts/generate.mjs', 'contract'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function contractSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'dist' ? [] : contractSources(path);
    return path.endsWith('.yaml') ? [path] : [];
  });
}

async function main(): Promise<number> {
  let cli: ContractCheckCli;
  try {
    cli = parseCheckArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  ensureGenerated();
  // Imported only now: they load the generated decoders, which ensureGenerated may just have written.
  const { runChecks } = await import('./contract-check/run');
  const { formatResult, formatSummary, passedAll } = await import('./contract-check/results');
  const { junitXml } = await import('./contract-check/junit');
  const results = await runChecks(cli, (result) => console.log(formatResult(result)));
  if (
    !cli.token &&
    results.some((result) => result.outcome === 'error' && result.message.startsWith('401'))
  ) {
    console.log('(no --token given: the API asked for one)');
  }
  if (cli.junit) writeFileSync(cli.junit, junitXml(results));
  console.log(formatSummary(results));
  return passedAll(results) ? 0 : 1;
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  return (
    entry !== undefined && existsSync(entry) && import.meta.url === pathToFileURL(realpathSync(entry)).href
  );
}

if (isEntryPoint()) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
