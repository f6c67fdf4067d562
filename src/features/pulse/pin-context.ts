import { t } from '@lingui/core/macro';
import type {
  GlobalProductPositionOverride,
  NavigationProductPositionOverride,
  PinsWithProductsResponse,
  Product,
  ProductPositionOverride,
  QueryProductPositionOverride,
} from '@/api/generated/model';

/** Where a pin or a ranking applies: the whole shop, one search query, or one navigation page. */
export type PinContext =
  | { kind: 'global' }
  | { kind: 'query'; query: string }
  | { kind: 'navigation'; attribute: string; value: string };

export type PinKind = PinContext['kind'];

export type AnyOverride =
  GlobalProductPositionOverride | QueryProductPositionOverride | NavigationProductPositionOverride;

/** A pin with its product and its context, whichever of the three lists it came from. */
export interface PinRow {
  product: Product;
  context: PinContext;
  pin: ProductPositionOverride;
}

export const globalContext: PinContext = { kind: 'global' };

/** The contract's shape of a pin in its context (the Pin of the Global, Query or Navigation variant). */
export function toOverride(context: PinContext, pin: ProductPositionOverride): AnyOverride {
  switch (context.kind) {
    case 'global':
      return { Pin: pin };
    case 'query':
      return { Query: context.query, Pin: pin };
    case 'navigation':
      return { NavigationAttribute: context.attribute, NavigationValue: context.value, Pin: pin };
  }
}

export function pinRows(response: PinsWithProductsResponse | undefined): Record<PinKind, PinRow[]> {
  return {
    global: (response?.Global ?? []).map((r) => ({
      product: r.Product,
      context: globalContext,
      pin: r.Pin.Pin,
    })),
    query: (response?.Query ?? []).map((r) => ({
      product: r.Product,
      context: { kind: 'query', query: r.Pin.Query },
      pin: r.Pin.Pin,
    })),
    navigation: (response?.Navigation ?? []).map((r) => ({
      product: r.Product,
      context: { kind: 'navigation', attribute: r.Pin.NavigationAttribute, value: r.Pin.NavigationValue },
      pin: r.Pin.Pin,
    })),
  };
}

const norm = (text: string) => text.trim().toLowerCase();

/** The engine matches queries and navigation pages case-insensitively. */
export function sameContext(a: PinContext, b: PinContext): boolean {
  if (a.kind === 'query' && b.kind === 'query') return norm(a.query) === norm(b.query);
  if (a.kind === 'navigation' && b.kind === 'navigation')
    return norm(a.attribute) === norm(b.attribute) && norm(a.value) === norm(b.value);
  return a.kind === 'global' && b.kind === 'global';
}

export const productKey = (entity: { Type: string; ExternalId: string }) =>
  `${entity.Type}|${entity.ExternalId}`;

/** The route's pulseQuery / pulseAttribute / pulseValue: a query wins, a navigation needs both parts. */
export function contextFromParams(params: {
  pulseQuery?: string;
  pulseAttribute?: string;
  pulseValue?: string;
}): PinContext {
  if (params.pulseQuery) return { kind: 'query', query: params.pulseQuery };
  if (params.pulseAttribute && params.pulseValue)
    return { kind: 'navigation', attribute: params.pulseAttribute, value: params.pulseValue };
  return globalContext;
}

export function contextToParams(context: PinContext): {
  pulseQuery?: string;
  pulseAttribute?: string;
  pulseValue?: string;
} {
  if (context.kind === 'query') return { pulseQuery: context.query };
  if (context.kind === 'navigation') return { pulseAttribute: context.attribute, pulseValue: context.value };
  return {};
}

/** The ranking context as the Pulse/PulseRankingForProduct parameters. */
export function rankingContextParams(context: PinContext): {
  query?: string;
  navigationAttribute?: string;
  navigationValue?: string;
} {
  if (context.kind === 'query') return { query: context.query };
  if (context.kind === 'navigation')
    return { navigationAttribute: context.attribute, navigationValue: context.value };
  return {};
}

/** For headings and labels: 'Global', 'Query "x"', 'Category = Shoes'. */
export function contextLabel(context: PinContext): string {
  if (context.kind === 'query') {
    const query = context.query;
    return t`Query "${query}"`;
  }
  if (context.kind === 'navigation') {
    const { attribute, value } = context;
    return t`${attribute} = ${value}`;
  }
  return t`Global`;
}
