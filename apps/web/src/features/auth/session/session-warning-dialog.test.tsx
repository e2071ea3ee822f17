import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SessionWarningDialog } from './session-warning-dialog';

describe('session warning dialog', () => {
  it('shows the time left and offers Logout or Extend Session', async () => {
    const onExtend = vi.fn();
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SessionWarningDialog
        opened
        remainingSeconds={245}
        extending={false}
        onExtend={onExtend}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Your session is about to expire' })).toBeTruthy();
    expect(screen.getByText(/logged out in 4:05/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Extend Session' }));
    expect(onExtend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('speaks Lithuanian', () => {
    renderWithProviders(
      <SessionWarningDialog
        opened
        remainingSeconds={59}
        extending={false}
        onExtend={vi.fn()}
        onLogout={vi.fn()}
      />,
      { language: 'lt' },
    );
    expect(screen.getByRole('button', { name: 'Pratęsti sesiją' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atsijungti' })).toBeTruthy();
    expect(screen.getByText(/atjungti po 0:59/)).toBeTruthy();
  });
});
