// Checks a running portal API against the contract (README: "Check a back end against the contract").
//   npm run contract:check -- --base-url http://localhost:5175/api [--token T]
//                             [--customer acme --storefront acme-de --language de] [--param name=value ...]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export interface ContractCheckCli {
  baseUrl: string;
  token: string | null;
  scope: { customerId?: string; storefrontId?: string; languageCode?: string };
  params: Record<string, string>;
}

const usage = `Usage: npm run contract:check -- --base-url URL [--token T] [--customer C --storefront S --language L]
                              [--param name=value ...]

Calls every GET operation of openapi/dist/portal.yaml against URL (the API base, e.g. http://localhost:5175/api)
and checks each 200 answer against the contract. The token is a bearer access token (or PORTAL_API_TOKEN);
for the mock API make one with: npm run mock-server -- --print-token merchandiser@demo.test
The scope defaults to acme / acme-de / de; the period to the last 30 days; other parameters to the
contract's examples (--param productExternalId=SKU-1 sends a value that exists on your server instead).`;

export function parseCheckArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ContractCheckCli {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      customer: { type: 'string' },
      storefront: { type: 'string' },
      language: { type: 'string' },
      param: { type: 'string', multiple: true },
    },
  });
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new Error('--base-url is required');
  if (!/^https?:\/\//.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new Error(`--base-url "${baseUrl}" is not an absolute http(s) URL`);
  }
  return {
    baseUrl,
    token: values.token ?? env.PORTAL_API_TOKEN ?? null,
    scope: { customerId: values.customer, storefrontId: values.storefront, languageCode: values.language },
    params: Object.fromEntries((values.param ?? []).map(parseParam)),
  };
}

function parseParam(pair: string): [string, string] {
  const at = pair.indexOf('=');
  if (at <= 0) throw new Error(`--param "${pair}" is not name=value`);
  return [pair.slice(0, at), pair.slice(at + 1)];
}

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
  // Imported only now: it loads the generated decoders, which ensureGenerated may just have written.
  const { checkContract, formatResult, formatSummary } = await import('./contract-check/check');
  const results = await checkContract({
    baseUrl: cli.baseUrl,
    token: cli.token,
    scope: cli.scope,
    params: cli.params,
    onResult: (result) => console.log(formatResult(result)),
  });
  if (
    !cli.token &&
    results.some((result) => result.outcome === 'error' && result.message.startsWith('401'))
  ) {
    console.log('(no --token given: the API asked for one)');
  }
  console.log(formatSummary(results));
  return results.every((result) => result.outcome === 'ok') ? 0 : 1;
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
