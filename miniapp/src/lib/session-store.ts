/**
 * The session (spec §4): restored and verified at start, signed in from any auth response, signed out
 * on logout, on a failed refresh ("Session expired") and when another tab clears the tokens.
 */
import { create } from 'zustand';
import { api, onSessionExpired, type User } from './api.js';
import { KEYS } from './session-storage.js';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

export interface AuthResponse {
  access_token: string;
  refresh_token: string;
  user?: User | null;
}

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Set when the session ended on its own, so the app can say "Session expired" once. */
  expired: boolean;
  /**
   * Verifies the stored session. A user `belongs` refuses (another Telegram account's session on this
   * device) is signed out before anything of theirs is shown.
   */
  restore(belongs?: (user: User) => boolean): Promise<void>;
  signIn(auth: AuthResponse): Promise<User | null>;
  setUser(user: User): void;
  signOut(): Promise<void>;
  clearExpired(): void;
}

function rememberUser(user: User) {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  if (user.email) localStorage.setItem(KEYS.userEmail, user.email);
  else localStorage.removeItem(KEYS.userEmail);
}

export const useSession = create<SessionState>()((set) => ({
  status: 'restoring',
  user: null,
  expired: false,
  async restore(belongs) {
    let user = await api.restore().catch(() => null);
    if (user && belongs && !belongs(user)) {
      await api.logout();
      user = null;
    }
    if (user) rememberUser(user);
    set({ status: user ? 'authenticated' : 'anonymous', user });
  },
  async signIn(auth) {
    api.saveTokens(auth);
    const user = auth.user ?? (await api.restore());
    if (!user) {
      set({ status: 'anonymous', user: null });
      return null;
    }
    rememberUser(user);
    set({ status: 'authenticated', user, expired: false });
    return user;
  },
  setUser(user) {
    rememberUser(user);
    set({ user });
  },
  async signOut() {
    await api.logout();
    set({ status: 'anonymous', user: null });
  },
  clearExpired() {
    set({ expired: false });
  },
}));

onSessionExpired(() => useSession.setState({ status: 'anonymous', user: null, expired: true }));

/** Spec §4.7: a token change in another tab signs this one in again or out. */
export function syncAcrossTabs() {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== KEYS.accessToken && event.key !== KEYS.refreshToken && event.key !== null) return;
    if (!localStorage.getItem(KEYS.accessToken)) {
      useSession.setState({ status: 'anonymous', user: null });
      return;
    }
    const stored = localStorage.getItem(KEYS.user);
    const user = stored ? (JSON.parse(stored) as User) : null;
    if (user) useSession.setState({ status: 'authenticated', user });
    else void useSession.getState().restore();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
