import type { Messages } from '@lingui/core';
import type { Plugin } from 'vite';

export function readCompiledCatalog(source: string): Messages;
export function messagesUsedBy(code: string, catalog: Messages): Messages | null;
export function catalogPerChunk(): Plugin;
