import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { warmChartFont } from './chart-font';
import type { ChartKind, PanelProps } from './chart-types';

// nivo lives only in these chunks: a screen's numbers never wait for the chart code.
const importers: Record<ChartKind, () => Promise<{ default: ComponentType<PanelProps> }>> = {
  line: () => import('./LinePanel'),
  bar: () => import('./BarPanel'),
};

type Entry = { Panel: ComponentType<PanelProps> } | { error: unknown };
const entries: Partial<Record<ChartKind, Entry>> = {};
const loading: Partial<Record<ChartKind, Promise<void>>> = {};
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Starts loading a panel's chunk (once). A screen calls this when it mounts, long before its data
 * arrives, so the chunk's download and evaluation do not sit between the data and the chart.
 * Never rejects: a failure is kept for the chart to throw, and the next call tries again.
 */
export function preloadChartPanel(kind: ChartKind): Promise<void> {
  // The import() in a task of its own: Vite's loader adds a <link> per chunk and stylesheet the
  // panel needs, a few milliseconds that otherwise joined the render or effects that asked.
  // The canvas font too, in a task of its own (chart-font.ts).
  if (!loading[kind]) setTimeout(warmChartFont);
  loading[kind] ??= new Promise((resolve) => setTimeout(resolve)).then(importers[kind]).then(
    (module) => {
      entries[kind] = { Panel: module.default };
      notify();
    },
    (error: unknown) => {
      entries[kind] = { error };
      delete loading[kind];
      notify();
    },
  );
  return loading[kind];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The panel component of `kind` once its chunk is loaded, else undefined (and the load starts).
 * Unlike React.lazy, a chunk that is already loaded renders in the same pass, without suspending
 * into a fallback and committing a second time. A failed load is thrown, as lazy would, for the
 * page's error boundary.
 */
export function useChartPanel(kind: ChartKind): ComponentType<PanelProps> | undefined {
  const entry = useSyncExternalStore(subscribe, () => entries[kind]);
  useEffect(() => {
    if (!entry) void preloadChartPanel(kind);
  }, [kind, entry]);
  if (entry && 'error' in entry) throw entry.error;
  return entry?.Panel;
}
