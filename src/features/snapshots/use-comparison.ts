import { startTransition, useCallback, useRef, useState } from 'react';
import { compareRuleSetsInSlices, type TypeComparison } from '@/rules/compare';
import { loadSide, sideTypes, type CompareSide } from './compare-sides';

export interface Comparison {
  source: CompareSide;
  target: CompareSide;
  /** Per type, from the target to the source: what a restore would do to the target. */
  types: TypeComparison[];
  comparedAt: number;
}

/** Loads both sides (a live side is read now) and compares them in slices, off the critical path of the page. */
export function useComparison() {
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const current = useRef<AbortController | null>(null);

  const compare = useCallback(async (source: CompareSide, target: CompareSide) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRunning(true);
    setError(null);
    try {
      const types = sideTypes(source).filter((type) => sideTypes(target).includes(type));
      const [from, to] = await Promise.all([
        loadSide(target, types, controller.signal),
        loadSide(source, types, controller.signal),
      ]);
      const comparedAt = Date.now();
      const result = await compareRuleSetsInSlices(from, to, controller.signal);
      // Thousands of differences take React a while to render: as a transition it renders in
      // slices, and the page stays responsive meanwhile (the spinner stays until they show).
      if (!controller.signal.aborted)
        startTransition(() => {
          setComparison({ source, target, types: result, comparedAt });
          setRunning(false);
        });
    } catch (caught) {
      if (!controller.signal.aborted) {
        setError(caught);
        setRunning(false);
      }
    }
  }, []);

  return { comparison, running, error, compare, clear: () => setComparison(null) };
}
