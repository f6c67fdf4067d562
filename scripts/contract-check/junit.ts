// JUnit XML for the back end's CI (--junit FILE): one test suite per group of checks (GET
// operations, error shapes, each settings round trip), one test case per report line.
import type { CheckResult } from './results';
import { formatResult, percentile } from './results';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 allows no control characters besides tab, newline and carriage return.
    // eslint-disable-next-line no-control-regex -- exactly those are removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The suite a line belongs to: the round trip's domain, or the kind of check. */
export function suiteOf(result: CheckResult): string {
  if (/^(GET|PUT|POST|PATCH|DELETE) \//.test(result.operation)) return 'GET operations';
  if (/^(401|429|500) /.test(result.operation)) return 'error shapes';
  if (result.operation.startsWith('Prism · ')) return 'Prism';
  return `round trip: ${result.operation.split(' · ')[0]}`;
}

export function junitXml(results: readonly CheckResult[], name = 'contract-check'): string {
  const suites = new Map<string, CheckResult[]>();
  for (const result of results) suites.set(suiteOf(result), [...(suites.get(suiteOf(result)) ?? []), result]);
  const seconds = (result: CheckResult) =>
    result.timings?.length ? (percentile(result.timings, 0.5) / 1000).toFixed(3) : '0';
  const count = (list: readonly CheckResult[], outcome: CheckResult['outcome']) =>
    list.filter((result) => result.outcome === outcome).length;
  const body = [...suites].map(([suite, list]) => {
    const cases = list.map((result) => {
      const open = `    <testcase classname="${escape(`${name}.${suite}`)}" name="${escape(result.operation)}" time="${seconds(result)}"`;
      const line = escape(formatResult(result));
      switch (result.outcome) {
        case 'ok':
          return `${open}>\n      <system-out>${line}</system-out>\n    </testcase>`;
        case 'skip':
          return `${open}>\n      <skipped message="${escape(result.message)}"/>\n    </testcase>`;
        case 'mismatch':
          return `${open}>\n      <failure message="${escape(`${result.field}: ${result.message}`)}" type="mismatch">${line}</failure>\n    </testcase>`;
        case 'error':
          return `${open}>\n      <error message="${escape(result.message)}" type="error">${line}</error>\n    </testcase>`;
      }
    });
    const failures = count(list, 'mismatch');
    const errors = count(list, 'error');
    const skipped = count(list, 'skip');
    return `  <testsuite name="${escape(suite)}" tests="${list.length}" failures="${failures}" errors="${errors}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const failures = results.filter((result) => result.outcome === 'mismatch').length;
  const errors = results.filter((result) => result.outcome === 'error').length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${escape(name)}" tests="${results.length}" failures="${failures}" errors="${errors}">\n${body.join('\n')}\n</testsuites>\n`;
}
