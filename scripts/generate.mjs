// Regenerates everything derived from the contract and the sources (npm run generate).
// Runs before dev, build and test; the outputs are not committed (see .gitignore).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { Generator, getConfig } from '@tanstack/router-generator';
import { writeDecoderRegistry } from './decoder-registry.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const run = (name, args) => execFileSync(bin(name), args, { stdio: ['ignore', 'inherit', 'inherit'] });
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);

if (wants('contract')) {
  mkdirSync('openapi/dist', { recursive: true });
  run('redocly', ['bundle', 'openapi/portal.yaml', '-o', 'openapi/dist/portal.yaml', '--lint-config', 'off']);
  run('orval', ['--config', 'orval.config.ts']);
  run('openapi-typescript', [
    'openapi/dist/portal.yaml',
    '-o',
    'src/api/generated/openapi.ts',
    '--root-types',
  ]);
  writeDecoderRegistry('openapi/dist/portal.yaml', 'src/api/generated/decoders.ts');
}

if (wants('routes')) {
  const config = getConfig({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
  });
  await new Generator({ config, root: process.cwd() }).run();
}

if (wants('i18n')) {
  // Extract first: a production build without a message in its catalog would show the message id.
  run('lingui', ['extract', '--clean']);
  run('lingui', ['compile', '--typescript']);
}
