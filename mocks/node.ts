import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

/** The mock API inside Node (Vitest). */
export const mockServer = setupServer(...createHandlers());
