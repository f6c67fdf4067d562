import { expect, test as base } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import {
  formatViolations,
  VIOLATIONS_PATH,
  type ContractViolation,
} from '../../scripts/contract-check/prism';

/**
 * The live specs' `test`: after each test, what Prism flagged while it ran (a request the contract
 * refuses, or a response it does not allow) fails the test with Prism's findings listed.
 */
export const test = base.extend<{ contractViolations: void }>({
  contractViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      await use();
      const response = await fetch(`http://localhost:${e2ePorts.contractProxy}${VIOLATIONS_PATH}`);
      const violations = (await response.json()) as ContractViolation[];
      expect(
        violations,
        `Prism flagged calls outside the contract:\n${formatViolations(violations)}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
