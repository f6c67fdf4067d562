import { InteractionType, MatchType, NavigationType } from '@/api/generated/model';
import type { KpiFilter } from '../db/kpi-model';
import { KpiInputError } from '../db/kpi-model';

const navigationTypes = Object.values(NavigationType) as string[];

/** Reads the query parameters of the KPI calls; a wrong one becomes a 400 with its name. */
export class KpiParams {
  constructor(private readonly params: URLSearchParams) {}

  static of(request: Request): KpiParams {
    return new KpiParams(new URL(request.url).searchParams);
  }

  required(name: string): string {
    const value = this.params.get(name);
    if (value === null) throw new KpiInputError(`${name} is required.`);
    return value;
  }

  optional(name: string): string | null {
    return this.params.get(name);
  }

  /** The KPI filter: navigationType, startDate, endDate, optional split(s) and interactionType. */
  filter(): KpiFilter {
    const navigationType = this.required('navigationType');
    if (!navigationTypes.includes(navigationType)) {
      throw new KpiInputError(`navigationType must be one of ${navigationTypes.join(', ')}.`);
    }
    const splits = this.splits();
    return {
      navigationType: navigationType as NavigationType,
      startDate: this.required('startDate'),
      endDate: this.required('endDate'),
      interactionType: this.interactionType(),
      ...(splits ? { splits } : {}),
    };
  }

  /** The split parameter, repeated for several splits; undefined when absent. */
  splits(): string[] | undefined {
    const splits = this.params.getAll('split');
    return splits.length > 0 ? splits : undefined;
  }

  /** specificQuery with matchType (Contain when absent); null without specificQuery. */
  match(required: boolean): KpiFilter['match'] {
    const query = required ? this.required('specificQuery') : this.optional('specificQuery');
    if (query === null) return undefined;
    const matchType = this.integer('matchType', Object.values(MatchType)) ?? MatchType.Contain;
    return { query, matchType: matchType as MatchType };
  }

  interactionType(): InteractionType {
    return (this.integer('interactionType', Object.values(InteractionType)) ??
      InteractionType.All) as InteractionType;
  }

  /** A number parameter within [min, max], or undefined when absent. */
  number(name: string, min: number, max = Number.POSITIVE_INFINITY): number | undefined {
    const text = this.params.get(name);
    if (text === null || text === '') return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new KpiInputError(
        `${name} must be a number${max < Number.POSITIVE_INFINITY ? ` from ${min} to ${max}` : ` of at least ${min}`}.`,
      );
    }
    return value;
  }

  private integer(name: string, allowed: number[]): number | undefined {
    const text = this.params.get(name);
    if (text === null || text === '') return undefined;
    const value = Number(text);
    if (!allowed.includes(value)) throw new KpiInputError(`${name} must be one of ${allowed.join(', ')}.`);
    return value;
  }
}
