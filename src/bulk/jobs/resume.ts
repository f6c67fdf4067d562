import type { QueryClient } from '@tanstack/react-query';
import { startRulesJob } from '@/bulk/transfer/start-rules-job';
import { loadOutcomes } from './journal';
import type { JobDefinition } from './types';

/** Loaded when the user resumes: continues a journalled job from its first unfinished row. */
export async function resumeJob(def: JobDefinition, queryClient: QueryClient): Promise<void> {
  await startRulesJob(def, queryClient, await loadOutcomes(def.id));
}
