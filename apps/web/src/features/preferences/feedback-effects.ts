import { useEffect, useMemo, useRef } from 'react';
import { useAnimationsInEffect } from './use-animations';
import { usePreferences } from './use-preferences';

/** What the page does when an answer is checked or a task / assignment is finished. */
export type TFeedbackEffects = {
  correct(): void;
  wrong(): void;
  /** A task solved, or an assignment handed in / completed: the celebration. */
  finished(): void;
  notification(): void;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const systemAsksForReducedMotion = () => {
  try {
    return window.matchMedia(REDUCED_MOTION).matches;
  } catch {
    return false;
  }
};

type TConfetti = Awaited<ReturnType<typeof loadConfetti>>;
let confettiLoading: ReturnType<typeof loadConfetti> | null = null;

// canvas-confetti is fetched the first time something is finished, never with the page.
async function loadConfetti() {
  const { default: confetti } = await import('canvas-confetti');
  // Its own full-page canvas (fixed, pointer-events none), removed when the burst is over; no worker:
  // the Content-Security-Policy allows no blob: workers.
  return confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
}

// The sounds' synthesiser is fetched once the page that plays them is on screen, not with it.
let synthesiser: typeof import('./sounds') | null = null;
const loadSynthesiser = () =>
  import('./sounds').then((module) => {
    synthesiser = module;
    return module;
  });

let celebrations = 0;

/** The longest a celebration may hold the page (a hidden tab pauses the animation frames). */
const CELEBRATION_LIMIT_MS = 2000;

const canDraw = () => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

/**
 * A small burst of confetti, under a second, that never catches a click. While it runs the page says so
 * for the tests: `<html data-celebrating="1">`.
 */
async function celebrate(): Promise<void> {
  const root = document.documentElement;
  celebrations += 1;
  root.dataset.celebrating = '1';
  try {
    if (!canDraw()) return;
    confettiLoading ??= loadConfetti();
    const fire: TConfetti = await confettiLoading;
    const burst = fire({
      particleCount: 70,
      spread: 75,
      startVelocity: 32,
      gravity: 1.3,
      ticks: 45,
      scalar: 0.9,
      origin: { y: 0.65 },
      zIndex: 1000,
      disableForReducedMotion: true,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), CELEBRATION_LIMIT_MS);
    });
    const late = (await Promise.race([burst, limit])) === 'late';
    clearTimeout(timer);
    if (late) fire.reset();
  } catch {
    confettiLoading = null; // offline: no confetti this time, perhaps the next
  } finally {
    celebrations -= 1;
    if (celebrations === 0) delete root.dataset.celebrating;
  }
}

/**
 * The sounds and the celebration, as the user's preferences allow: sounds only with `soundEnabled`, the
 * celebration only while animations are in effect (`finished()` plays the correct-answer chime too).
 * The functions stay the same between renders and always follow the current preferences.
 */
export function useFeedbackEffects(): TFeedbackEffects {
  useEffect(() => void loadSynthesiser().catch(() => undefined), []);
  const { preferences } = usePreferences();
  const animations = useAnimationsInEffect();
  const current = useRef({ sound: preferences.soundEnabled, animations });
  current.current = { sound: preferences.soundEnabled, animations };

  return useMemo(() => {
    const sound = (name: 'correct' | 'wrong' | 'notification') => {
      if (!current.current.sound) return;
      if (synthesiser) synthesiser.playSound(name);
      else void loadSynthesiser().then(({ playSound }) => playSound(name));
    };
    return {
      correct: () => sound('correct'),
      wrong: () => sound('wrong'),
      notification: () => sound('notification'),
      finished: () => {
        sound('correct');
        // Checked again now: the system setting may have changed since the last render.
        if (current.current.animations && !systemAsksForReducedMotion()) void celebrate();
      },
    };
  }, []);
}
