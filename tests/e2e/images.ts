import { expect, type Page } from '@playwright/test';

/**
 * Records the Content-Security-Policy violations of the page (the document's
 * securitypolicyviolation events and Chromium's console reports) into the returned list, each as
 * "<directive> blocked <URL>" or the console text. Zod probes once whether eval is allowed
 * (`new Function`), which script-src 'self' refuses by design: filter by directive.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

/**
 * Product images on the page come from `origin` and have actually loaded. (A blocked image would
 * turn into ProductThumb's placeholder, which has no img element.)
 */
export async function expectImagesLoadedFrom(page: Page, origin: string): Promise<void> {
  const images = page.locator(`img[src^="${origin}/"]`);
  await expect(images.first()).toBeVisible();
  const loaded = () =>
    images.evaluateAll(
      (nodes) => (nodes as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length,
    );
  await expect.poll(loaded).toBeGreaterThan(0);
  const broken = await images.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
  );
  expect(broken).toEqual([]);
}
