import { configure } from '@testing-library/react';
import { http } from 'msw';
import { mockServer } from '@mocks/node';

/** Records the URLs of the calls to a KPI endpoint; the real mock handler still answers. */
export function recordCalls(path: string): URL[] {
  const seen: URL[] = [];
  mockServer.use(
    http.get(`*/${path}`, ({ request }) => {
      seen.push(new URL(request.url));
      return undefined;
    }),
  );
  return seen;
}

/** A call's parameters as a plain record (repeated ones as arrays), for exact comparisons. */
export function paramsOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] as string);
  }
  return out;
}

// The KPI screens wait for the user's defaults before their calls: allow for a slow test machine.
configure({ asyncUtilTimeout: 5000 });
