import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthService, AuthSnapshot } from './auth-service';
import { profileFromUser, type UserProfile } from './profile';

const AuthContext = createContext<AuthService | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  return <AuthContext.Provider value={service}>{children}</AuthContext.Provider>;
}

export function useAuthService(): AuthService {
  const service = useContext(AuthContext);
  // Spec §5: access to user context without a user raises 'User context missing'.
  if (!service) throw new Error('User context missing');
  return service;
}

export function useAuth(): AuthSnapshot & { profile: UserProfile | null } {
  const service = useAuthService();
  const snapshot = useSyncExternalStore(service.subscribe, service.getSnapshot);
  const profile = useMemo(() => (snapshot.user ? profileFromUser(snapshot.user) : null), [snapshot.user]);
  return { ...snapshot, profile };
}

/** The signed-in user's profile; only inside the signed-in part of the portal. */
export function useProfile(): UserProfile {
  const { profile } = useAuth();
  if (!profile) throw new Error('User context missing');
  return profile;
}
