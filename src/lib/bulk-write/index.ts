export { runBulk, type BulkRun, type EngineEvents, type RunState } from './engine';
export { judgeRow } from './read-back';
export { backoffDelay, parseRetryAfter } from './backoff';
export { OutcomeCounts } from './progress';
export * from './types';
export {
  latestRateLimitHint,
  noteRateLimitHeaders,
  parseRateLimitHeaders,
  type RateLimitHint,
} from './rate-limit-headers';
