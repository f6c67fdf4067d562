import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The bundled contract, the same input the generated decoders come from. */
export const BUNDLED_CONTRACT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../openapi/dist/portal.yaml',
);

export interface Scope {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}

export const defaultScope: Scope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  items?: Schema;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: Schema;
  $ref?: string;
}

export interface Operation {
  /** The path as the contract spells it, e.g. /Kpi/GetMainKpis (the key of the decoders). */
  path: string;
  operationId: string;
  parameters: Parameter[];
}

type Document = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

export function readContract(file = BUNDLED_CONTRACT): Document {
  return parse(readFileSync(file, 'utf8')) as Document;
}

/** Every GET operation of the contract, in contract order. */
export function getOperations(contract: Document): Operation[] {
  const resolve = <T>(value: T & { $ref?: string }): T => derefLocal(contract, value);
  return Object.entries(contract.paths ?? {}).flatMap(([path, item]) => {
    const get = item.get as { operationId?: string; parameters?: Parameter[] } | undefined;
    if (!get) return [];
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    const own = get.parameters ?? [];
    // An operation's own parameter overrides a path-level one of the same name and location.
    const byKey = new Map<string, Parameter>();
    for (const parameter of [...shared, ...own].map(resolve)) {
      byKey.set(`${parameter.in}:${parameter.name}`, {
        ...parameter,
        schema: parameter.schema && resolve(parameter.schema),
      });
    }
    return [{ path, operationId: get.operationId ?? path, parameters: [...byKey.values()] }];
  });
}

function derefLocal<T>(contract: Document, value: T & { $ref?: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 20 && isRef(current); depth++) {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) =>
        (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      contract,
    );
    if (current === undefined) throw new Error(`Unresolvable $ref ${value.$ref} in the bundled contract`);
  }
  return current as T;
}

function isRef(value: unknown): value is { $ref: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}

/** yyyy-MM-dd in UTC, the contract's date format. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The value sent for a parameter: the scope from the command line, the last 30 days for the
 * period, otherwise what the contract itself suggests (example, schema examples, enum, default),
 * falling back to a plain value of the right type.
 */
export function parameterValue(parameter: Parameter, scope: Scope, today: Date): unknown {
  if (parameter.name in scope) return scope[parameter.name as keyof Scope];
  if (parameter.name === 'endDate') return isoDate(today);
  if (parameter.name === 'startDate') return isoDate(new Date(today.getTime() - 29 * 86_400_000));
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {}).find((example) => example.value !== undefined);
  if (named) return named.value;
  return schemaValue(parameter.schema ?? {}, today);
}

function schemaValue(schema: Schema, today: Date): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [schemaValue(schema.items ?? {}, today)];
    default:
      if (schema.format === 'date') return isoDate(today);
      if (schema.format === 'date-time') return today.toISOString();
      return 'test';
  }
}

/**
 * The URL and headers of one call. Required parameters and the scope are sent, and any parameter
 * given explicitly (`--param name=value`, e.g. an id that exists on the server checked).
 */
export function buildRequest(
  baseUrl: string,
  operation: Operation,
  scope: Scope,
  today: Date,
  overrides: Readonly<Record<string, string>> = {},
) {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const override = Object.hasOwn(overrides, parameter.name) ? overrides[parameter.name] : undefined;
    if (override === undefined && !parameter.required && !(parameter.name in scope)) continue;
    const value = override ?? parameterValue(parameter, scope, today);
    const values = (Array.isArray(value) ? value : [value]).map(String);
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(values.join(',')));
    else if (parameter.in === 'header') headers[parameter.name] = values.join(',');
    else if (parameter.in === 'query') values.forEach((item) => query.append(parameter.name, item));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return { url: `${baseUrl.replace(/\/+$/, '')}${path}${search}`, headers };
}
