import { DEFAULT_PREFERENCES, type TPreferences } from '@taskas/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../app/app-root';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { apiAuth } from '../../lib/http';
import { createI18n } from '../../lib/i18n/bundled-i18n';
import { logInAs, startLiveServer, type TLiveServer } from '../../test/live-server';
import { readDraft, writeDraft } from '../tasks/drafts';
import { MathText } from '../tasks/inputs/math-text';
import { MATHJAX_SCRIPT } from '../tasks/inputs/mathjax-render';
import { useFeedbackEffects } from './feedback-effects';
import { preferencesQueryKey, type TLoadedPreferences } from './use-preferences';

// The real root (AuthProvider, PreferencesEffects) against the real server (test/live-server.tsx), with
// a page that shows a formula.
vi.setConfig({ testTimeout: 30_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
}, 60_000);
afterAll(() => server.dispose());

type THappyDom = {
  settings: {
    device: { prefersReducedMotion: string };
    disableJavaScriptFileLoading: boolean;
    handleDisabledFileLoadingAsSuccess: boolean;
  };
};
const happyDom = () => (window as unknown as { happyDOM: THappyDom }).happyDOM.settings;

afterEach(async () => {
  vi.restoreAllMocks();
  delete (window as { __taskasSounds?: unknown }).__taskasSounds;
  happyDom().device.prefersReducedMotion = 'no-preference';
  happyDom().disableJavaScriptFileLoading = false;
  happyDom().handleDisabledFileLoadingAsSuccess = false;
  await apiAuth.post('/users/logout', undefined, { retry: false }).catch(() => undefined);
});

/** A page's worth of feedback: what the task solver and the notification bell call. */
function FeedbackButtons() {
  const effects = useFeedbackEffects();
  return (
    <>
      {(['correct', 'wrong', 'finished', 'notification'] as const).map((name) => (
        <button key={name} type="button" onClick={() => effects[name]()}>
          {name}
        </button>
      ))}
    </>
  );
}

function renderRoot() {
  const page = (
    <>
      <MathText text="Apskaičiuokite $\frac{1}{2}$." data-testid="maths" />
      <FeedbackButtons />
    </>
  );
  const router = createMemoryRouter([
    { path: '/', element: <AppRoot />, children: [{ index: true, element: page }] },
  ]);
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient} i18n={createI18n('en')} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { queryClient };
}

/** A student who saved `change` (through the same API the profile page uses), signed in. */
async function studentWith(change: Partial<TPreferences>) {
  const student = await server.addUser({ role: 'student' });
  await logInAs(student);
  await apiAuth.patch('/users/preferences', change, { retry: false });
  return student;
}

const root = () => document.documentElement;

describe('the preferences in effect on every page', () => {
  it("applies the defaults to a visitor: medium text, motion on, KaTeX's maths", async () => {
    renderRoot();
    await waitFor(() => expect(root().dataset.fontSize).toBe('medium'));
    expect(root().dataset.motion).toBe('on');
    await waitFor(() => expect(screen.getByTestId('maths').querySelector('.katex')).not.toBeNull());
  });

  it("applies a student's saved text size and animations, and follows each change at once", async () => {
    const student = await studentWith({ fontSize: 'large', animationsEnabled: false });
    const { queryClient } = renderRoot();
    await waitFor(() => expect(root().dataset.fontSize).toBe('large'));
    expect(root().dataset.motion).toBe('off');

    const saved = { ...DEFAULT_PREFERENCES, language: 'en' as const, fontSize: 'small' as const };
    act(() => {
      queryClient.setQueryData<TLoadedPreferences>(preferencesQueryKey(student.id), {
        preferences: saved,
        source: 'server',
      });
    });
    await waitFor(() => expect(root().dataset.fontSize).toBe('small'));
    expect(root().dataset.motion).toBe('on');
  });

  it("removes a student's drafts from this device once auto-save is off, and keeps them while it is on", async () => {
    const student = await studentWith({ autoSave: true });
    const draft = { answer: 'x = 3', format: 'text' as const, work: '', confidence: null };
    writeDraft({ userId: student.id, taskId: 1 }, draft);
    writeDraft({ userId: student.id + 1, taskId: 1 }, draft);
    const { queryClient } = renderRoot();
    await waitFor(() => expect(root().dataset.fontSize).toBe('medium'));
    expect(readDraft({ userId: student.id, taskId: 1 })).toEqual(draft);

    act(() => {
      queryClient.setQueryData<TLoadedPreferences>(preferencesQueryKey(student.id), {
        preferences: { ...DEFAULT_PREFERENCES, language: 'en', autoSave: false },
        source: 'server',
      });
    });
    await waitFor(() => expect(readDraft({ userId: student.id, taskId: 1 })).toBeNull());
    // Another user's drafts on the same device are theirs to keep.
    expect(readDraft({ userId: student.id + 1, taskId: 1 })).toEqual(draft);
  });

  it('turns motion off while the system asks for reduced motion, though the student left animations on', async () => {
    happyDom().device.prefersReducedMotion = 'reduce';
    await studentWith({ animationsEnabled: true, fontSize: 'medium' });
    renderRoot();
    await waitFor(() => expect(root().dataset.fontSize).toBe('medium'));
    expect(root().dataset.motion).toBe('off');
  });

  it('renders the maths with MathJax for a student who chose it, and KaTeX is never asked for', async () => {
    // The script element is the request; happy-dom does not fetch it (MathJax runs in the e2e journey).
    happyDom().disableJavaScriptFileLoading = true;
    happyDom().handleDisabledFileLoadingAsSuccess = true;
    await studentWith({ mathNotation: 'mathjax' });
    renderRoot();
    await waitFor(() =>
      expect(document.head.querySelector(`script[src="${MATHJAX_SCRIPT}"]`)).not.toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('maths').querySelector('.katex')).toBeNull();
    expect(screen.getByTestId('maths').textContent).toBe('Apskaičiuokite $\\frac{1}{2}$.');
  });

  it('plays the sounds and the celebration only as the student allows', async () => {
    // happy-dom draws nothing: a 2D context that accepts every call stands in for the browser's.
    const drawing = new Proxy({}, { get: () => () => undefined, set: () => true });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => drawing as CanvasRenderingContext2D,
    );
    const user = userEvent.setup();
    const sounds = () => (window as { __taskasSounds?: string[] }).__taskasSounds ?? [];
    const student = await studentWith({ soundEnabled: false, animationsEnabled: false, fontSize: 'small' });
    const { queryClient } = renderRoot();
    await waitFor(() => expect(root().dataset.fontSize).toBe('small'));
    for (const name of ['correct', 'wrong', 'finished', 'notification'])
      await user.click(screen.getByRole('button', { name }));
    expect(sounds()).toEqual([]);
    expect(root().dataset.celebrating).toBeUndefined();

    act(() => {
      queryClient.setQueryData<TLoadedPreferences>(preferencesQueryKey(student.id), (loaded) =>
        loaded
          ? { ...loaded, preferences: { ...loaded.preferences, soundEnabled: true, animationsEnabled: true } }
          : loaded,
      );
    });
    await waitFor(() => expect(root().dataset.motion).toBe('on'));
    await user.click(screen.getByRole('button', { name: 'correct' }));
    await user.click(screen.getByRole('button', { name: 'wrong' }));
    await user.click(screen.getByRole('button', { name: 'notification' }));
    expect(sounds()).toEqual(['correct', 'wrong', 'notification']);
    act(() => screen.getByRole('button', { name: 'finished' }).click());
    // The celebration marks the page while it runs, then takes its canvas away.
    expect(root().dataset.celebrating).toBe('1');
    expect(sounds()).toEqual(['correct', 'wrong', 'notification', 'correct']);
    await waitFor(() => expect(root().dataset.celebrating).toBeUndefined(), { timeout: 5000 });
    expect(document.querySelector('canvas')).toBeNull();
  });
});
