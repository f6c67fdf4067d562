/** The portal's sign-in and sign-out addresses (the identity provider redirects back to them). */
export const authPaths = {
  signIn: '/auth/signin/redirect',
  signInComplete: '/auth/signin/redirect/complete',
  silent: '/auth/signin/silent',
  silentComplete: '/auth/signin/silent/complete',
  signOut: '/auth/signout',
  signOutComplete: '/auth/signout/complete',
} as const;
