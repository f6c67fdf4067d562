import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, notification, scopeOf, signIn } from './support';

/** The screens' accessible names in the two interface languages (German: the analyst's profile). */
const labels = {
  en: {
    overview: 'Overview',
    inspect: 'Inspect',
    dateRange: 'Date range',
    last30Days: 'Last 30 days',
    interactionType: 'Interaction type',
    purchases: 'Purchases',
    chartType: 'Chart type',
    barChart: 'Bar chart',
    requestLists: 'Request lists',
    popular: 'Popular',
    popularRequests: 'Popular requests',
    inspectRequest: /^Inspect (.+)$/,
    createSynonym: 'Create synonym',
    createRedirect: 'Create redirect',
    newSynonymRule: 'New synonym rule',
    query: 'Query',
    cancel: 'Cancel',
    suggestions: 'Synonym suggestions',
    accept: /^Accept (.+) → (.+) as synonym$/,
    acceptOne: (original: string, refinement: string) => `Accept ${original} → ${refinement} as synonym`,
    saved: 'Synonym saved successfully',
    synonymsLink: 'Synonyms',
    synonymRules: 'Synonym rules',
    filterSynonyms: 'Filter synonym rules',
    perDay: 'Per day',
    volumeCard: 'Volume',
    rateCard: 'Interaction Rate',
    revenueCard: 'Revenue',
    // 12,345 and 3.4%: comma thousands, point decimals.
    volume: /^\d{1,3}(,\d{3})+$/,
    rate: /^\d{1,2}\.\d%$/,
    revenue: /^€\d{1,3}(,\d{3})+$/,
  },
  de: {
    overview: 'Übersicht',
    inspect: 'Detailansicht',
    dateRange: 'Zeitraum',
    last30Days: 'Letzte 30 Tage',
    interactionType: 'Interaktionstyp',
    purchases: 'Käufe',
    chartType: 'Diagrammtyp',
    barChart: 'Balkendiagramm',
    requestLists: 'Anfragelisten',
    popular: 'Beliebt',
    popularRequests: 'Beliebte Anfragen',
    inspectRequest: /^(.+) untersuchen$/,
    createSynonym: 'Synonym anlegen',
    createRedirect: 'Weiterleitung anlegen',
    newSynonymRule: 'Neue Synonymregel',
    query: 'Suchbegriff',
    cancel: 'Abbrechen',
    suggestions: 'Synonymvorschläge',
    accept: /^(.+) → (.+) als Synonym übernehmen$/,
    acceptOne: (original: string, refinement: string) => `${original} → ${refinement} als Synonym übernehmen`,
    saved: 'Synonym erfolgreich gespeichert',
    synonymsLink: 'Synonyme',
    synonymRules: 'Synonymregeln',
    filterSynonyms: 'Synonymregeln filtern',
    perDay: 'Pro Tag',
    volumeCard: 'Volumen',
    rateCard: 'Interaktionsrate',
    revenueCard: 'Umsatz',
    // 12.345 and 3,4 %: point thousands, comma decimals, a (non-breaking) space before the percent sign.
    volume: /^\d{1,3}(\.\d{3})+$/,
    rate: /^\d{1,2},\d\s%$/,
    revenue: /^\d{1,3}(\.\d{3})+\s€$/,
  },
} as const;

type Language = keyof typeof labels;

const shots = '/tmp/e2e-shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** YYYY-MM-DD of a local day, like the app (the browser runs in the same time zone as the test). */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec §9 "Last 30 days": the 30 full days ending yesterday. */
function last30Days(): { startDate: string; endDate: string } {
  const end = new Date();
  end.setDate(end.getDate() - 1);
  const start = new Date(end);
  start.setDate(start.getDate() - 29);
  return { startDate: isoDay(start), endDate: isoDay(end) };
}

function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** A segmented control's option: its radio input is visually hidden, so the user clicks the label. */
async function choose(page: Page, group: string, option: string): Promise<void> {
  const radios = page.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

async function analystFlow(page: Page, email: string, language: Language): Promise<void> {
  const l = labels[language];
  await signIn(page, email, '/search/overview');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: l.overview })).toBeVisible();

  // The period: "Last 30 days" from the picker's presets.
  await page.getByRole('button', { name: l.dateRange, exact: true }).click();
  await page.getByRole('button', { name: l.last30Days, exact: true }).click();
  const period = last30Days();
  await expect.poll(() => searchOf(page).get('startDate')).toBe(period.startDate);
  expect(searchOf(page).get('endDate')).toBe(period.endDate);
  await expect(page.getByRole('button', { name: l.dateRange, exact: true })).toContainText(
    `${period.startDate} – ${period.endDate}`,
  );

  // Purchases and the bar chart.
  await choose(page, l.interactionType, l.purchases);
  await expect.poll(() => searchOf(page).get('interactionType')).toBe('purchase');
  await choose(page, l.chartType, l.barChart);
  await expect.poll(() => searchOf(page).get('chartType')).toBe('bar');

  // The KPI cards, named and formatted in the interface language.
  await expect(
    page.getByRole('group', { name: l.volumeCard, exact: true }).getByTestId('kpi-volume'),
  ).toHaveText(l.volume);
  await expect(
    page.getByRole('group', { name: l.rateCard, exact: true }).getByTestId('kpi-interactionRate'),
  ).toHaveText(l.rate);
  await expect(
    page.getByRole('group', { name: l.revenueCard, exact: true }).getByTestId('kpi-revenue'),
  ).toHaveText(l.revenue);
  const volume = (await page.getByTestId('kpi-volume').textContent()) ?? '';
  const rate = (await page.getByTestId('kpi-interactionRate').textContent()) ?? '';
  await expect(page.getByRole('heading', { name: l.perDay })).toBeVisible();
  const popular = page.getByRole('table', { name: l.popularRequests });
  await expect(popular.getByRole('link', { name: l.inspectRequest }).first()).toBeVisible();
  await shoot(page, `${language}-1-overview`);
  await expectAccessible(page);

  // A copied link reopens the same view.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(
    page
      .getByRole('radiogroup', { name: l.interactionType })
      .getByRole('radio', { name: l.purchases, exact: true }),
  ).toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: l.chartType }).getByRole('radio', { name: l.barChart, exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('button', { name: l.dateRange, exact: true })).toContainText(
    `${period.startDate} – ${period.endDate}`,
  );
  await expect(page.getByTestId('kpi-volume')).toHaveText(volume);
  await expect(page.getByTestId('kpi-interactionRate')).toHaveText(rate);

  // Drill from the most popular request into inspect; period and interaction type come along.
  await expect(
    page.getByRole('tablist', { name: l.requestLists }).getByRole('tab', { name: l.popular, exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  const first = popular.getByRole('link', { name: l.inspectRequest }).first();
  const request = (await first.textContent())?.trim() ?? '';
  expect(request).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(/\/search\/inspect\?/);
  expect(searchOf(page).get('query')).toBe(request);
  expect(searchOf(page).get('startDate')).toBe(period.startDate);
  expect(searchOf(page).get('endDate')).toBe(period.endDate);
  expect(searchOf(page).get('interactionType')).toBe('purchase');
  await expect(page.getByRole('heading', { level: 1, name: l.inspect })).toBeVisible();
  await expect(page.getByText(request, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: l.createRedirect })).toBeVisible();
  await shoot(page, `${language}-2-inspect`);
  await expectAccessible(page);

  // "Create synonym" opens the synonym form with the inspected query.
  await page.getByRole('link', { name: l.createSynonym }).click();
  await expect(page).toHaveURL(/\/configuration\/synonyms\/list/);
  const prefilled = page.getByRole('dialog', { name: l.newSynonymRule });
  await expect(prefilled.getByRole('textbox', { name: l.query, exact: true })).toHaveValue(request);
  await prefilled.getByRole('button', { name: l.cancel }).click();
  await expect(prefilled).toBeHidden();

  // A synonym from a suggestion (the page has no menu entry: it is opened by its address).
  const scope = scopeOf(page);
  await page.goto(
    `/configuration/synonyms/suggestions?${new URLSearchParams({ customerId: scope.customerId ?? '', storefrontId: scope.storefrontId ?? '', languageCode: scope.languageCode ?? '' })}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: l.suggestions })).toBeVisible();
  const suggestions = page.getByRole('table', { name: l.suggestions });
  const accept = suggestions.getByRole('button', { name: l.accept }).first();
  await expect(accept).toBeVisible();
  await shoot(page, `${language}-3-suggestions`);
  await expectAccessible(page);
  const [, original = '', refinement = ''] =
    ((await accept.getAttribute('aria-label')) ?? '').match(l.accept) ?? [];
  expect(original).not.toBe('');
  expect(refinement).not.toBe('');
  await accept.click();
  await expect(notification(page, l.saved)).toBeVisible();
  // The accepted row says so instead of offering the action again.
  await expect(
    suggestions.getByRole('button', { name: l.acceptOne(original, refinement), exact: true }),
  ).toHaveCount(0);

  // ... and it is in the synonym list.
  await page.getByRole('navigation').getByRole('link', { name: l.synonymsLink, exact: true }).click();
  const rules = page.getByRole('table', { name: l.synonymRules });
  await expect(rules).toBeVisible();
  await page.getByRole('textbox', { name: l.filterSynonyms }).fill(original);
  const rule = rules.getByRole('row').filter({ has: page.getByText(original, { exact: true }) });
  await expect(rule).toHaveCount(1);
  await expect(rule.getByText(refinement, { exact: true })).toBeVisible();
  await shoot(page, `${language}-4-synonyms`);
}

test('analyst (German profile): overview → last 30 days, purchases, bar chart → inspect → synonym from a suggestion', async ({
  page,
}) => {
  await analystFlow(page, accounts.analyst, 'de');
});

test('merchandiser (English): the same analysis flow in English', async ({ page }) => {
  await analystFlow(page, accounts.merchandiser, 'en');
});
