import { http, HttpResponse } from 'msw';
import { scenarioCatalog } from '../scenarios/catalog';
import { activeScenarios, setActiveScenarios } from '../scenarios/state';

/** GET/PUT /api/__mock/scenarios: see and switch the mock scenarios at run time. */
export const controlHandlers = [
  http.get('*/api/__mock/scenarios', () =>
    HttpResponse.json({ active: activeScenarios(), available: scenarioCatalog }),
  ),
  http.put('*/api/__mock/scenarios', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { active?: unknown } | null;
    const names = Array.isArray(body?.active)
      ? body.active.filter((n): n is string => typeof n === 'string')
      : null;
    if (!names) return HttpResponse.json({ error: 'Send {"active": ["scenario", ...]}' }, { status: 400 });
    try {
      return HttpResponse.json({ active: setActiveScenarios(names), available: scenarioCatalog });
    } catch (error) {
      return HttpResponse.json({ error: (error as Error).message }, { status: 400 });
    }
  }),
];
