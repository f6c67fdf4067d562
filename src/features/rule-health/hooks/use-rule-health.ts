import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { localToday } from '@/lib/iso-day';
import { byTraffic, weighFindings, type WeightedFinding } from '@/rules/health/traffic-weight';
import type { CheckId, CheckResult, ScopedRuleSet } from '@/rules/health/types';
import type { RuleSet } from '@/rules/rule-set';
import type { QueryKpis } from '../data/query-kpis';
import { runScopeHealth, type ReadProgress, type ScopeToCheck } from '../data/run-scope-health';
import { saveFindingCount } from '../findings-count';

export interface RuleHealthState {
  /** Checks reported so far, by id (dormancy first as "not yet known", then again once read). */
  results: ReadonlyMap<CheckId, CheckResult>;
  traffic: ReadonlyMap<string, QueryKpis>;
  trafficProgress: ReadProgress | null;
  dormancyProgress: ReadProgress | null;
  /** Every step is done (the dormancy check included). */
  finished: boolean;
  error: Error | null;
}

type Action =
  | { type: 'start' }
  | { type: 'result'; result: CheckResult }
  | { type: 'traffic'; entries: [string, QueryKpis][] }
  | { type: 'trafficProgress'; progress: ReadProgress }
  | { type: 'dormancyProgress'; progress: ReadProgress }
  | { type: 'finished' }
  | { type: 'failed'; error: Error };

const initial: RuleHealthState = {
  results: new Map(),
  traffic: new Map(),
  trafficProgress: null,
  dormancyProgress: null,
  finished: false,
  error: null,
};

function reduce(state: RuleHealthState, action: Action): RuleHealthState {
  switch (action.type) {
    case 'start':
      return initial;
    case 'result':
      return { ...state, results: new Map(state.results).set(action.result.check, action.result) };
    case 'traffic': {
      const traffic = new Map(state.traffic);
      for (const [query, figures] of action.entries) traffic.set(query, figures);
      return { ...state, traffic };
    }
    case 'trafficProgress':
      return { ...state, trafficProgress: action.progress };
    case 'dormancyProgress':
      return { ...state, dormancyProgress: action.progress };
    case 'finished':
      return { ...state, finished: true };
    case 'failed':
      return { ...state, error: action.error, finished: true };
  }
}

/** Progress reports arrive per read; the page needs them a few times a second, not hundreds. */
function throttled<T>(send: (value: T) => void, everyMs = 250) {
  let last = 0;
  let pending: T | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    last = Date.now();
    if (pending !== null) send(pending);
    pending = null;
  };
  return {
    push(value: T) {
      pending = value;
      if (timer) return;
      timer = setTimeout(flush, Math.max(0, everyMs - (Date.now() - last)));
    },
    flush() {
      if (timer) clearTimeout(timer);
      flush();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Runs rule health for `target` compared with `siblings`, again whenever `runKey` changes (a fix,
 * "check again"). Findings stream in as checks finish and are weighed by traffic as it is read.
 */
export function useRuleHealth(target: ScopeToCheck, siblings: readonly ScopeToCheck[], runKey: number) {
  const [state, dispatch] = useReducer(reduce, initial);
  const [now, setNow] = useState(() => Date.now());
  const rules = useRef<{ ruleSet: RuleSet; siblings: ScopedRuleSet[] } | null>(null);
  const targetKey = JSON.stringify(target);
  const siblingsKey = JSON.stringify(siblings);

  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    setNow(started);
    dispatch({ type: 'start' });
    let trafficBatch: [string, QueryKpis][] = [];
    const traffic = throttled<true>(() => {
      const entries = trafficBatch;
      trafficBatch = [];
      dispatch({ type: 'traffic', entries });
    });
    const trafficProgress = throttled<ReadProgress>((progress) =>
      dispatch({ type: 'trafficProgress', progress }),
    );
    const dormancyProgress = throttled<ReadProgress>((progress) =>
      dispatch({ type: 'dormancyProgress', progress }),
    );
    const findings = new Map<CheckId, number>();
    const target = JSON.parse(targetKey) as ScopeToCheck;
    void runScopeHealth(
      {
        target,
        siblings: JSON.parse(siblingsKey) as ScopeToCheck[],
        today: localToday(new Date(started)),
        now: started,
        signal: controller.signal,
      },
      {
        onRulesRead: (ruleSet, siblings) => (rules.current = { ruleSet, siblings }),
        onResult: (result) => {
          findings.set(result.check, result.findings.length);
          saveFindingCount(
            target.scope,
            [...findings.values()].reduce((sum, n) => sum + n, 0),
          );
          dispatch({ type: 'result', result });
        },
        onTraffic: (query, figures) => {
          trafficBatch.push([query, figures]);
          traffic.push(true);
        },
        onTrafficProgress: trafficProgress.push,
        onDormancyProgress: dormancyProgress.push,
      },
    ).then(
      () => {
        traffic.flush();
        trafficProgress.flush();
        dormancyProgress.flush();
        dispatch({ type: 'finished' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      controller.abort();
      traffic.cancel();
      trafficProgress.cancel();
      dormancyProgress.cancel();
    };
  }, [targetKey, siblingsKey, runKey]);

  const findings = useMemo<WeightedFinding[]>(() => {
    const all = [...state.results.values()].flatMap((result) => result.findings);
    return weighFindings(all, state.traffic).sort(byTraffic);
  }, [state.results, state.traffic]);

  return { ...state, findings, now, rules };
}
