import { useQueryClient } from '@tanstack/react-query';
import type { TAcceptInvitationRequest, TLoginRequest, TRegisterRequest, TUser } from '@taskas/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { ApiError, setAuthFailureHandler } from '../../lib/http';
import { isLanguage } from '../../lib/i18n/language';
import { authApi } from './api/auth-api';

export type TAuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type TAuthState = {
  status: TAuthStatus;
  user: TUser | null;
  /** When this browser last logged in (ms); null when the session was already there at start. */
  loginAt: number | null;
  /** When the user became authenticated in this page (login or start-up check), ms. */
  authenticatedAt: number | null;
  /** Where a deliberate logout leads (instead of the login page remembering the current one). */
  exitTo: string | null;
};

export type TLogoutReason = 'session_timeout';

export type TAuthContext = TAuthState & {
  login: (body: TLoginRequest) => Promise<TUser>;
  register: (body: TRegisterRequest) => Promise<TUser>;
  /** Sets the first password from an invitation link, which logs the person in. */
  acceptInvitation: (body: TAcceptInvitationRequest) => Promise<TUser>;
  logout: (options?: { reason?: TLogoutReason }) => Promise<void>;
  /** Replaces the user after the profile or preferences changed on the server. */
  updateUser: (user: TUser) => void;
  /** Forgets where the last logout led, once the visitor has arrived there. */
  clearExitTo: () => void;
};

const AuthContext = createContext<TAuthContext | null>(null);

let earlySessionCheck: Promise<TUser> | null = null;

/**
 * Asks the server who is signed in before the app is drawn, alongside the page's code and text; the
 * AuthProvider takes the answer when it starts instead of asking then.
 */
export function checkSessionEarly(): void {
  // Until the AuthProvider sets its own, a session that cannot be refreshed is just "not signed in"
  // (the default would send the page to /login before the route had its say).
  setAuthFailureHandler(() => undefined);
  earlySessionCheck = authApi.currentUser();
  earlySessionCheck.catch(() => undefined);
}

const INITIAL_STATE: TAuthState = {
  status: 'loading',
  user: null,
  loginAt: null,
  authenticatedAt: null,
  exitTo: null,
};

export function AuthProvider({ children, now = Date.now }: { children: ReactNode; now?: () => number }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<TAuthState>(INITIAL_STATE);
  const stateRef = useRef(state);
  stateRef.current = state;

  const applyUserLanguage = useCallback(
    (user: TUser) => {
      if (isLanguage(user.preferred_language) && user.preferred_language !== i18n.language) {
        void i18n.changeLanguage(user.preferred_language);
      }
    },
    [i18n],
  );

  const signIn = useCallback(
    (user: TUser, freshLogin: boolean) => {
      const at = now();
      applyUserLanguage(user);
      setState({
        status: 'authenticated',
        user,
        loginAt: freshLogin ? at : null,
        authenticatedAt: at,
        exitTo: null,
      });
    },
    [applyUserLanguage, now],
  );

  const signOut = useCallback(
    (exitTo: string | null) => {
      queryClient.clear();
      setState({ ...INITIAL_STATE, status: 'unauthenticated', exitTo });
    },
    [queryClient],
  );

  // Start-up, once: the session cookie is invisible to the page, so ask the server who we are (or take
  // the answer to the question main.tsx asked before anything was drawn).
  const signInRef = useRef(signIn);
  signInRef.current = signIn;
  useEffect(() => {
    const controller = new AbortController();
    const early = earlySessionCheck;
    earlySessionCheck = null;
    (early ?? authApi.currentUser(controller.signal))
      .then((user) => {
        if (!controller.signal.aborted) signInRef.current(user, false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiError) || error.status !== 401) {
          console.warn('Could not check the session at start-up', error);
        }
        setState({ ...INITIAL_STATE, status: 'unauthenticated' });
      });
    return () => controller.abort();
  }, []);

  // A call whose session could not be refreshed: forget the user; the route guard then sends them
  // to /login remembering the page. Before start-up has finished this is just "not logged in".
  useEffect(() => {
    setAuthFailureHandler(() => {
      if (stateRef.current.status !== 'authenticated') return;
      showToast(t, 'orange', t('common:errors.sessionExpired'));
      signOut(null);
    });
    return () => setAuthFailureHandler(null);
  }, [signOut, t]);

  const login = useCallback(
    async (body: TLoginRequest) => {
      const { user } = await authApi.login(body);
      queryClient.clear();
      signIn(user, true);
      return user;
    },
    [queryClient, signIn],
  );

  const register = useCallback(
    async (body: TRegisterRequest) => {
      const { user } = await authApi.register(body);
      queryClient.clear();
      signIn(user, true);
      return user;
    },
    [queryClient, signIn],
  );

  const acceptInvitation = useCallback(
    async (body: TAcceptInvitationRequest) => {
      const { user } = await authApi.acceptInvitation(body);
      queryClient.clear();
      signIn(user, true);
      return user;
    },
    [queryClient, signIn],
  );

  const logout = useCallback(
    async (options: { reason?: TLogoutReason } = {}) => {
      try {
        await authApi.logout();
      } catch (error) {
        // Logging out locally matters more than telling the server; the session will time out there.
        console.warn('Logout call failed; clearing the local session anyway', error);
      }
      signOut(options.reason ? `/login?reason=${options.reason}` : '/login');
    },
    [signOut],
  );

  const updateUser = useCallback((user: TUser) => {
    setState((current) => (current.status === 'authenticated' ? { ...current, user } : current));
  }, []);

  const clearExitTo = useCallback(() => {
    setState((current) => (current.exitTo === null ? current : { ...current, exitTo: null }));
  }, []);

  const value = useMemo<TAuthContext>(
    () => ({ ...state, login, register, acceptInvitation, logout, updateUser, clearExitTo }),
    [state, login, register, acceptInvitation, logout, updateUser, clearExitTo],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): TAuthContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** The logged-in user, for pages that only render inside the authenticated shell. */
export function useCurrentUser(): TUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs an authenticated user');
  return user;
}
