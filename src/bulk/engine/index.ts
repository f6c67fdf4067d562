export { runBulk, type BulkRun, type EngineEvents, type RunState } from './engine';
export { judgeRow } from './read-back';
export { backoffDelay } from './backoff';
export { OutcomeCounts } from './progress';
export * from './types';
export {
  parseRateLimitHeaders,
  rateLimitWatch,
  type RateLimitHint,
  type RateLimitWatch,
} from './rate-limit-headers';
