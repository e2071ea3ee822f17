import { DEFAULT_PREFERENCES } from '@taskas/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../features/auth/api/auth-api';
import * as preferencesApi from '../features/preferences/api/preferences-api';
import { ApiError } from '../lib/http';
import { buildUser, renderApp } from '../test/render-app';

vi.mock('../features/auth/api/auth-api', () => ({
  authApi: {
    currentUser: vi.fn(),
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    forgotPassword: vi.fn(),
    resetPassword: vi.fn(),
    sessionStatus: vi.fn(),
    extendSession: vi.fn(),
  },
}));
vi.mock('../features/preferences/api/preferences-api', () => ({
  getPreferences: vi.fn(),
  updatePreferences: vi.fn(),
  saveLanguage: vi.fn(),
}));

const api = vi.mocked(authApi);
const preferences = vi.mocked(preferencesApi);
const unauthorized = () =>
  new ApiError({ status: 401, code: 'E1001', messageKey: 'errors.E1001', message: 'no' });

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.clearAllMocks();
  // A user who never saved preferences: the defaults apply.
  preferences.getPreferences.mockRejectedValue(
    new ApiError({ status: 404, code: 'E4001', messageKey: 'errors.E4001', message: 'none' }),
  );
});

describe('the app shell and its routes', () => {
  it('shows the start-up spinner, then sends an anonymous visitor to log in', async () => {
    let reject: (error: unknown) => void = () => {};
    api.currentUser.mockReturnValue(new Promise((_, fail) => (reject = fail)));
    const { router } = renderApp('/tasks');
    expect(screen.getByText('Initializing application…')).toBeTruthy();
    reject(unauthorized());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Ftasks');
  });

  it('greets a student on their dashboard with the header, bell and user menu', async () => {
    api.currentUser.mockResolvedValue(buildUser());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Jonas!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student-dashboard');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'J – user menu' }).textContent).toBe('J');
    expect(screen.getByRole('link', { name: 'Start solving tasks' }).getAttribute('href')).toBe('/tasks');
  });

  it('greets in Lithuanian with the name in the vocative', async () => {
    api.currentUser.mockResolvedValue(buildUser({ preferred_language: 'lt' }));
    renderApp('/student-dashboard', { language: 'lt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sveiki, Jonai!' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('lt');
  });

  it('tells a student that a tutor page is not for them', async () => {
    api.currentUser.mockResolvedValue(buildUser());
    renderApp('/tutor/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeTruthy();
  });

  it('lets an admin open tutor pages', async () => {
    api.currentUser.mockResolvedValue(buildUser({ role: 'admin' }));
    renderApp('/tutor/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor dashboard' })).toBeTruthy();
  });

  it('shows the not-found page for unknown paths', async () => {
    api.currentUser.mockResolvedValue(buildUser({ role: 'tutor' }));
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('logs out to /login even when the server call fails', async () => {
    api.currentUser.mockResolvedValue(buildUser());
    api.logout.mockRejectedValue(
      new ApiError({ status: 0, code: 'E6001', messageKey: 'errors.network.networkError', message: 'x' }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'J – user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('switches the language at once, remembers it and saves it for a logged-in user', async () => {
    api.currentUser.mockResolvedValue(buildUser());
    preferences.saveLanguage.mockResolvedValue({ ...DEFAULT_PREFERENCES, language: 'lt' });
    const user = userEvent.setup();
    renderApp('/tasks');
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    await user.click(screen.getByRole('button', { name: 'LT' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Užduotys' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('lt');
    expect(window.localStorage.getItem('taskas.language')).toBe('lt');
    await waitFor(() => expect(preferences.saveLanguage).toHaveBeenCalledWith('lt'));
    expect(api.currentUser).toHaveBeenCalledTimes(1);
  });

  it('returns to the remembered page after logging in', async () => {
    api.currentUser.mockRejectedValue(unauthorized());
    api.login.mockResolvedValue({
      user: buildUser({ role: 'tutor' }),
      session: {
        remaining_seconds: 1800,
        remaining_minutes: 30,
        remaining_display: '30:00',
        timeout_minutes: 30,
        is_expiring_soon: false,
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/tasks/12');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.type(screen.getByLabelText('E-mail'), 'egle@example.lt');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Task no. 12' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tasks/12');
    expect(api.login).toHaveBeenCalledWith({ email: 'egle@example.lt', password: 'secret-pass' });
  });
});
