import type { JsonBodyType, StrictRequest } from 'msw';
import { serverError } from '../auth';
import type { StoreFailure } from '../db/store-result';

/**
 * The JSON body as far as it is an object, typed as the contract's request body; a missing or
 * broken body reads as `{}` and fails validation.
 */
export async function jsonBody<T extends JsonBodyType>(request: StrictRequest<T>): Promise<Partial<T>> {
  const body: unknown = await request.json().catch(() => null);
  return body !== null && typeof body === 'object' ? (body as Partial<T>) : {};
}

/** A 1-based page number, or null when the value is not a whole number of at least 1. */
export function pageParam(value: unknown): number | null {
  if (value === null || value === '') return null;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : null;
}

export const badPage = () => serverError(400, 'The page must be a whole number of at least 1.');

export function failure(result: StoreFailure) {
  return serverError(result.status, result.message);
}
