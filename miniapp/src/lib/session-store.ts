/**
 * The session (spec §4): restored and verified at start, signed in from any auth response, signed out
 * on logout, on a failed refresh ("Session expired"), on a 401 with no refresh token ("Authentication
 * required") and when another tab clears the tokens. Spec §8's session messages are named here by key.
 */
import { create } from 'zustand';
import { api, onSessionExpired, type User } from './api.js';
import type { SessionEndReason } from './api-client.js';
import { KEYS } from './session-storage.js';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

/** What the app tells the person once: the session ended, the start-up check failed, or storing the user did. */
export type SessionNotice = SessionEndReason | 'auth_check_failed' | 'user_update_failed';

/** Why signing in with tokens failed (spec §8): "Missing access or refresh token", "No user data provided", "Failed to process token login". */
export type TokenLoginFailure = 'missing_tokens' | 'no_user_data' | 'token_login_failed';

export class SessionError extends Error {
  override name = 'SessionError';
  constructor(readonly code: TokenLoginFailure) {
    super(code);
  }
}

export interface AuthResponse {
  access_token: string;
  refresh_token: string;
  user?: User | null;
}

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Set when there is something to say once (the session ended on its own, a check failed). */
  notice: SessionNotice | null;
  /**
   * Verifies the stored session. A user `belongs` refuses (another Telegram account's session on this
   * device) is signed out before anything of theirs is shown.
   */
  restore(belongs?: (user: User) => boolean): Promise<void>;
  /** Starts signed out without asking the server: there is no stored session and no Telegram launch. */
  startAnonymous(): void;
  /** Signs in with an auth response; throws a SessionError when that cannot be done. */
  signIn(auth: AuthResponse): Promise<User>;
  setUser(user: User): void;
  signOut(): Promise<void>;
  clearNotice(): void;
}

function rememberUser(user: User) {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  if (user.email) localStorage.setItem(KEYS.userEmail, user.email);
  else localStorage.removeItem(KEYS.userEmail);
}

export const useSession = create<SessionState>()((set) => ({
  status: 'restoring',
  user: null,
  notice: null,
  async restore(belongs) {
    try {
      let user = await api.restore();
      if (user && belongs && !belongs(user)) {
        await api.logout();
        user = null;
      }
      if (user) rememberUser(user);
      set({ status: user ? 'authenticated' : 'anonymous', user });
    } catch (error) {
      // Not a refused session (that resolves null) but no answer at all, e.g. the network is down.
      console.error('Authentication check failed', error);
      set({ status: 'anonymous', user: null, notice: 'auth_check_failed' });
    }
  },
  startAnonymous() {
    set({ status: 'anonymous', user: null });
  },
  async signIn(auth) {
    if (!auth.access_token || !auth.refresh_token) throw new SessionError('missing_tokens');
    let user: User | null;
    try {
      api.saveTokens(auth);
      user = auth.user ?? (await api.restore());
    } catch (error) {
      console.error('Failed to process token login', error);
      throw new SessionError('token_login_failed');
    }
    if (!user) {
      set({ status: 'anonymous', user: null });
      throw new SessionError('no_user_data');
    }
    rememberUser(user);
    set({ status: 'authenticated', user, notice: null });
    return user;
  },
  setUser(user) {
    set({ user });
    try {
      rememberUser(user);
    } catch (error) {
      // The screen has the new data; the stored copy (storage full or blocked) does not.
      console.error('Failed to update user data', error);
      set({ notice: 'user_update_failed' });
    }
  },
  async signOut() {
    await api.logout();
    set({ status: 'anonymous', user: null });
  },
  clearNotice() {
    set({ notice: null });
  },
}));

onSessionExpired((reason) => useSession.setState({ status: 'anonymous', user: null, notice: reason }));

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
