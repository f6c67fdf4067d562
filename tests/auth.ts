import { registerAuthBridge } from '@/api/auth-bridge';
import { mockAccessToken } from '@mocks/auth';

export const demoScope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' } as const;

/** Lets the fetch layer send a token the mock API accepts, as the signed-in demo user. */
export function signInForTests(email = 'merchandiser@demo.test'): string {
  const token = mockAccessToken({ sub: email, email });
  registerAuthBridge({
    getAccessToken: () => Promise.resolve(token),
    refreshAccessToken: () => Promise.resolve(token),
  });
  return token;
}
