import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { buildUser, renderApp } from '../../../test/render-app';
import { authApi } from '../api/auth-api';

vi.mock('../api/auth-api', () => ({
  authApi: {
    currentUser: vi.fn(),
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    forgotPassword: vi.fn(),
    resetPassword: vi.fn(),
    sessionStatus: vi.fn(),
    extendSession: vi.fn(),
    saveLanguage: vi.fn(),
  },
}));

const api = vi.mocked(authApi);
const SESSION = {
  remaining_seconds: 1800,
  remaining_minutes: 30,
  remaining_display: '30:00',
  timeout_minutes: 30,
  is_expiring_soon: false,
};

function apiError(
  status: number,
  code: string,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) {
  return new ApiError({
    status,
    code: code as never,
    messageKey: `errors.${code}`,
    message: 'server message',
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.clearAllMocks();
  api.currentUser.mockRejectedValue(apiError(401, 'E1001'));
});

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('login page', () => {
  it('checks the fields on blur and on submit, in the current language', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Password')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(errorOf('Password')).toBe('This field is required');
    expect(api.login).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'LT' }));
    expect(errorOf('Slaptažodis')).toBe('Šis laukas privalomas');
  });

  it('shows one generic message when the e-mail or password is wrong', async () => {
    api.login.mockRejectedValue(apiError(401, 'E1004'));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'jonas@example.lt');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect e-mail or password.');
  });

  it('explains a session timeout', async () => {
    renderApp('/login?reason=session_timeout');
    expect(await screen.findByText(/Your session expired because you were inactive/)).toBeTruthy();
  });

  it('lets the password be shown', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});

describe('register page', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
    const values = {
      'First name': 'Ona',
      'Last name': 'Onaitė',
      Username: 'ona_m',
      'E-mail': 'ona@example.lt',
      Password: 'Trupmenos-77',
      'Repeat password': 'Trupmenos-77',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }

  it('explains each invalid field', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await fillForm(user, { Username: 'o!', Password: 'short', 'Repeat password': 'other', 'First name': '' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('First name')).toBe('This field is required');
    expect(errorOf('Username')).toBe('Must be at least 3 characters long');
    expect(errorOf('Password')).toBe('Must be at least 8 characters long');
    expect(errorOf('Repeat password')).toBe('Passwords do not match');
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ona mokinė');
    expect(errorOf('Username')).toBe('Use only letters, digits and the characters _ . -');
    expect(api.register).not.toHaveBeenCalled();
  });

  it('sends the chosen role and language and opens the dashboard', async () => {
    api.register.mockResolvedValue({
      user: buildUser({ role: 'tutor', first_name: 'Ona' }),
      session: SESSION,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect((screen.getByRole('radio', { name: 'Student' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Tutor' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor/dashboard'));
    expect(api.register).toHaveBeenCalledWith({
      first_name: 'Ona',
      last_name: 'Onaitė',
      username: 'ona_m',
      email: 'ona@example.lt',
      password: 'Trupmenos-77',
      role: 'tutor',
      preferred_language: 'en',
    });
  });

  it('shows a duplicate e-mail on the e-mail field', async () => {
    api.register.mockRejectedValue(apiError(409, 'E4004', { field: 'email' }));
    const user = userEvent.setup();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(errorOf('E-mail')).toBe('An account with this e-mail already exists.'));
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(errorOf('E-mail')).toBeUndefined();
  });

  it('falls back to "Registration failed" when the server gives no message', async () => {
    api.register.mockRejectedValue(
      new ApiError({ status: 0, code: 'E6001', messageKey: 'errors.network.networkError', message: 'x' }),
    );
    const user = userEvent.setup();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
  });
});

describe('password pages', () => {
  it('confirms a reset request whatever the answer says', async () => {
    api.forgotPassword.mockResolvedValue({ message: 'ok' });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('E-mail'), 'ona@example.lt');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we have sent it a link/)).toBeTruthy();
    expect(api.forgotPassword).toHaveBeenCalledWith({ email: 'ona@example.lt' });
  });

  it('says when a reset link is no longer valid', async () => {
    api.resetPassword.mockRejectedValue(apiError(422, 'E2004', { field: 'token' }));
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'Trupmenos-77');
    await user.type(screen.getByLabelText('Repeat password'), 'Trupmenos-77');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/invalid, has already been used or has expired/)).toBeTruthy();
    expect(api.resetPassword).toHaveBeenCalledWith({ token: 'abc', password: 'Trupmenos-77' });
  });
});
