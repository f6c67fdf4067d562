// --write: the round trip of every settings call of spec §7, run --repeat times, one line per step.
import { mergeRuns, type CheckResult } from '../results';
import { boostBuryRoundTrip } from './boost-bury';
import { experienceRoundTrip } from './experience';
import { manualRecommendationsRoundTrip } from './manual-recommendations';
import { pinsRoundTrip } from './pins';
import { redirectsRoundTrip } from './redirects';
import { runRoundTrip, type RoundTripOptions } from './runner';
import { synonymsRoundTrip } from './synonyms';

export interface WriteCheckOptions extends RoundTripOptions {
  repeat?: number;
  /** Distinguishes the test items of this run from leftovers of earlier ones. */
  runId?: string;
  onResult?: (result: CheckResult) => void;
}

/** Names of the test items: recognisable on the server, and distinct per run and repetition. */
export const testItemName = (runId: string, repetition: number) => `conformance-${runId}-${repetition}`;

export async function checkWrites(options: WriteCheckOptions): Promise<CheckResult[]> {
  const runId = options.runId ?? Date.now().toString(36);
  const runs: CheckResult[][] = [];
  for (let repetition = 1; repetition <= (options.repeat ?? 1); repetition++) {
    const unique = testItemName(runId, repetition);
    const trips = [
      () => runRoundTrip(synonymsRoundTrip(unique), options),
      () => runRoundTrip(redirectsRoundTrip(unique), options),
      () => runRoundTrip(boostBuryRoundTrip(unique), options),
      () => runRoundTrip(experienceRoundTrip(unique), options),
      () => runRoundTrip(manualRecommendationsRoundTrip(), options),
      () => runRoundTrip(pinsRoundTrip('Global', unique), options),
      () => runRoundTrip(pinsRoundTrip('PerQuery', unique), options),
      () => runRoundTrip(pinsRoundTrip('PerNavigation', unique), options),
    ];
    const results: CheckResult[] = [];
    for (const trip of trips) results.push(...(await trip()));
    runs.push(results);
  }
  const merged = mergeRuns(runs);
  merged.forEach((result) => options.onResult?.(result));
  return merged;
}
