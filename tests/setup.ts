import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mockServer } from '@mocks/node';
import { resetMockState } from '@mocks/handlers';
import { setRuntimeConfig } from '@/config/runtime-config';
import { testRuntimeConfig } from './runtime-config';

// Forms, dialogs, menus and selects load their code on first use. In Vitest that first
// import is transformed on demand, which can outlast the default 1 s of findBy* on a busy machine;
// a control that never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Mantine needs them. Node-environment tests (servers) have no window.
if (typeof window !== 'undefined') {
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
  // jsdom has no layout: give elements a viewport-sized box so virtualised lists render rows.
  Object.defineProperty(window.HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(window.HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
}

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setRuntimeConfig(testRuntimeConfig));
afterEach(() => {
  if (typeof window !== 'undefined') {
    cleanup();
    notifications.clean();
  }
  mockServer.resetHandlers();
  resetMockState();
});
afterAll(() => mockServer.close());
