import type { RuntimeConfig } from '../server/runtime-config.mjs';

type Env = Record<string, string | undefined>;

export function nginxHeaderLines(config: RuntimeConfig): string[];
export function renderRuntimeFiles(env?: Env): {
  config: RuntimeConfig;
  configJson: string;
  headersConf: string;
};
export function renderNginxConf(template: string, env: Env, runtimeDir: string): string;
export function writeRuntimeFiles(options: { out: string; nginxTemplate?: string | null; env?: Env }): {
  config: RuntimeConfig;
  configJson: string;
  headersConf: string;
};
