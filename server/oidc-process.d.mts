import type { ChildProcess } from 'node:child_process';

export function startOidcProcess(options?: { env?: NodeJS.ProcessEnv; echo?: boolean }): {
  child: ChildProcess;
  /** Resolves with the issuer once the provider listens. */
  ready: Promise<string>;
  stop(): void;
};
