import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from '../server/runtime-config.mjs';
import { securityHeaders } from '../server/security-headers.mjs';
import { renderNginxConf, renderRuntimeFiles } from './runtime-config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const template = readFileSync(join(root, 'deploy/nginx/portal.conf.template'), 'utf8');
const liveEnv = {
  PORTAL_MODE: 'live',
  PORTAL_API_BASE_URL: 'https://api.portal.example.com/v1',
  OIDC_AUTHORITY: 'https://login.example.com/realms/portal',
  PORTAL_IMAGE_HOSTS: 'https://images.engine.example.com, https://cdn.example.net:8443/',
};

describe('scripts/runtime-config.mjs', () => {
  it('renders config.json and the nginx header lines from the same environment', () => {
    const files = renderRuntimeFiles(liveEnv);
    expect(JSON.parse(files.configJson)).toEqual(runtimeConfigFromEnv(liveEnv));
    expect(files.config.imageHosts).toEqual([
      'https://images.engine.example.com',
      'https://cdn.example.net:8443',
    ]);
    for (const [name, value] of Object.entries(securityHeaders(files.config))) {
      expect(files.headersConf).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(files.headersConf).toMatch(
      /img-src 'self' data: https:\/\/www\.gravatar\.com https:\/\/images\.engine\.example\.com https:\/\/cdn\.example\.net:8443;/,
    );
    expect(files.headersConf).toMatch(
      /connect-src 'self' https:\/\/login\.example\.com https:\/\/api\.portal\.example\.com;/,
    );
  });

  it('refuses an image host that is not an origin', () => {
    expect(() => renderRuntimeFiles({ PORTAL_IMAGE_HOSTS: 'images.example.com' })).toThrow(
      'PORTAL_IMAGE_HOSTS: "images.example.com" is not an origin',
    );
    expect(() => renderRuntimeFiles({ PORTAL_IMAGE_HOSTS: 'https://images.example.com/products' })).toThrow(
      'scheme, host and port only',
    );
    expect(renderRuntimeFiles({}).config.imageHosts).toEqual([]);
  });

  it('fills the nginx template; every location sends the security headers', () => {
    const conf = renderNginxConf(
      template,
      { PORTAL_NGINX_LISTEN: '127.0.0.1:8081', PORTAL_NGINX_ROOT: '/srv/portal' },
      '/etc/engine-portal',
    );
    expect(conf).not.toContain('${');
    expect(conf).toContain('listen 127.0.0.1:8081;');
    expect(conf).toContain('root /srv/portal;');
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations).toHaveLength(4);
    for (const block of locations)
      expect(block).toContain('include /etc/engine-portal/security-headers.conf;');
    const [config, assets, files, routes] = locations;
    expect(config).toMatch(
      /^= \/config\.json \{[^}]*add_header Cache-Control "no-store" always;[^}]*alias \/etc\/engine-portal\/config\.json;/,
    );
    expect(assets).toMatch(/^\^~ \/assets\/ \{[^}]*max-age=31536000, immutable[^}]*try_files \$uri =404;/);
    expect(files).toMatch(/try_files \$uri =404;/);
    expect(routes).toMatch(/^\/ \{[^}]*try_files \$uri \/index\.html;/);
    expect(() => renderNginxConf('listen ${PORTAL_NGINX_PORT};', {}, '/x')).toThrow(
      'unknown placeholder ${PORTAL_NGINX_PORT}',
    );
  });

  it('writes the files with --out and fails clearly on a bad environment', () => {
    const out = mkdtempSync(join(tmpdir(), 'runtime-config-'));
    const run = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          join(root, 'scripts/runtime-config.mjs'),
          '--out',
          out,
          '--nginx-template',
          join(root, 'deploy/nginx/portal.conf.template'),
        ],
        {
          env: { PATH: process.env.PATH, ...env },
          encoding: 'utf8',
        },
      );
    const ok = run(liveEnv);
    expect(ok.status).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'config.json'), 'utf8')).apiBaseUrl).toBe(
      'https://api.portal.example.com/v1',
    );
    expect(readFileSync(join(out, 'security-headers.conf'), 'utf8')).toContain(
      'https://images.engine.example.com',
    );
    expect(readFileSync(join(out, 'portal.conf'), 'utf8')).toContain(`include ${out}/security-headers.conf;`);
    const bad = run({ PORTAL_MODE: 'staging' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('PORTAL_MODE must be mock or live');
  });
});
