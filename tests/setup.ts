import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mockServer } from '@mocks/node';
import { resetMockState } from '@mocks/handlers';
import { setRuntimeConfig } from '@/config/runtime-config';
import { testRuntimeConfig } from './runtime-config';

// jsdom lacks these; Mantine needs them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setRuntimeConfig(testRuntimeConfig));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockState();
});
afterAll(() => mockServer.close());
