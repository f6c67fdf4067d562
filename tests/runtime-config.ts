import type { RuntimeConfig } from '@/config/runtime-config';

export const testRuntimeConfig: RuntimeConfig = {
  mode: 'mock',
  apiBaseUrl: '/api',
  oidc: { authority: 'http://localhost:5174', clientId: 'engine-portal', scope: 'openid profile email' },
  internalEmailDomains: ['internal.demo.test', 'labs.demo.test'],
  thirdParty: {},
  imageHosts: [],
};
