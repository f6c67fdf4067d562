import type { NavigationType } from '@/api/generated/model';
import type { MockScope } from '../scoped-store';
import { splitsFor } from '../scopes';
import { HISTORY_DAYS } from './days';
import { navigationRequests } from './navigation-requests';
import { productRequests } from './product-requests';
import { refinementPairs, type RefinementPair } from './refinements';
import type { KpiRequest } from './requests';
import { searchRequests } from './search-requests';
import { buildDataset, datasetSteps, type Dataset, type Thinning } from './series';

/** A user rarely compares more than a few split selections; older ones are rebuilt when needed. */
const MAX_DATASETS = 6;

/**
 * The KPI data of one scope, built lazily: the requests of each navigation type once, a dataset per
 * navigation type and split selection on first use.
 */
export class ScopeKpiData {
  private readonly requestLists = new Map<NavigationType, KpiRequest[]>();
  private readonly datasets = new Map<string, Dataset>();
  private pairs: RefinementPair[] | null = null;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    readonly scope: MockScope,
    /** Day number of the last day with data. */
    readonly lastDay: number,
  ) {}

  get firstDay(): number {
    return this.lastDay - HISTORY_DAYS + 1;
  }

  requests(type: NavigationType): KpiRequest[] {
    let list = this.requestLists.get(type);
    if (!list) {
      list =
        type === 'search'
          ? searchRequests(this.scope)
          : type === 'getentitiesbyattribute'
            ? navigationRequests(this.scope)
            : productRequests(this.scope, type);
      this.requestLists.set(type, list);
    }
    return list;
  }

  refinementPairs(): RefinementPair[] {
    this.pairs ??= refinementPairs(this.requests('search'));
    return this.pairs;
  }

  /**
   * Builds the dataset ahead of a call in short steps with pauses between them, so the browser's
   * main thread (where MSW answers) never blocks for long. Node callers may skip it.
   */
  prepare(type: NavigationType, splits: readonly string[] | undefined): Promise<void> {
    const thinning = this.thinning(splits);
    const key = this.datasetKey(type, thinning);
    if (this.datasets.has(key)) return Promise.resolve();
    // The overview asks for several KPIs of the same dataset at once: build it once.
    let pending = this.pending.get(key);
    if (!pending) {
      pending = (async () => {
        const steps = datasetSteps(this.requests(type), this.firstDay, HISTORY_DAYS, thinning);
        let step = steps.next();
        while (!step.done) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          step = steps.next();
        }
        if (!this.datasets.has(key)) this.store(key, step.value);
      })().finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private datasetKey(type: NavigationType, thinning: Thinning | null): string {
    return `${type}|${thinning ? `${thinning.volume}|${thinning.interaction}` : 'all'}`;
  }

  private store(key: string, dataset: Dataset): void {
    if (this.datasets.size >= MAX_DATASETS) this.datasets.delete(this.datasets.keys().next().value ?? '');
    this.datasets.set(key, dataset);
  }

  dataset(type: NavigationType, splits: readonly string[] | undefined): Dataset {
    const thinning = this.thinning(splits);
    const key = this.datasetKey(type, thinning);
    let dataset = this.datasets.get(key);
    if (dataset) {
      this.datasets.delete(key);
    } else {
      dataset = buildDataset(this.requests(type), this.firstDay, HISTORY_DAYS, thinning);
      if (this.datasets.size >= MAX_DATASETS) this.datasets.delete(this.datasets.keys().next().value ?? '');
    }
    this.datasets.set(key, dataset);
    return dataset;
  }

  /**
   * Only the sessions of the selected splits count. Unknown split names select no sessions; no
   * selection, or all splits of the scope, is the whole traffic.
   */
  private thinning(splits: readonly string[] | undefined): Thinning | null {
    if (!splits || splits.length === 0) return null;
    const defined = splitsFor(this.scope);
    const selected = defined.filter((split) => splits.includes(split.name));
    if (selected.length > 0 && selected.length === defined.length) return null;
    return {
      volume: Math.min(
        1,
        selected.reduce((sum, split) => sum + split.share, 0),
      ),
      interaction: Math.min(
        1,
        selected.reduce((sum, split) => sum + split.share * split.performance, 0),
      ),
    };
  }
}
