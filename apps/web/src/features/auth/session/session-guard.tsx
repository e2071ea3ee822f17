import { useEffect, useRef, useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { lazyPart } from '../../../lib/i18n/lazy-part';
import { authApi } from '../api/auth-api';
import { useAuth } from '../auth-context';
import { createSessionMonitor, type TSessionMonitor } from './session-monitor';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

/** Records when the user last used mouse, keyboard or touch (checked against the 30 s window). */
function useLastActivity() {
  const lastActivity = useRef<number | null>(null);
  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, mark, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, mark);
    };
  }, []);
  return lastActivity;
}

// Fetched (with its text) when a session is about to run out, which most visits never see.
const warningDialog = lazyPart(
  () => import('./session-warning-dialog').then((module) => ({ default: module.SessionWarningDialog })),
  ['modals'],
);

/** How often the dialog asks the server again once its countdown has reached zero. */
const ZERO_RECHECK_MS = 10_000;

type TWarning = { remainingSeconds: number; receivedAt: number };

/** Runs the session checks of spec §4 while logged in and shows the warning dialog. */
export function SessionGuard() {
  const { status, loginAt, logout } = useAuth();
  const lastActivity = useLastActivity();
  const monitor = useRef<TSessionMonitor | null>(null);
  const [warning, setWarning] = useState<TWarning | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [extending, setExtending] = useState(false);

  useEffect(() => {
    if (status !== 'authenticated') return;
    const instance = createSessionMonitor({
      now: Date.now,
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
      clearTimer: (handle) => window.clearTimeout(handle as number),
      fetchStatus: authApi.sessionStatus,
      lastActivityAt: () => lastActivity.current,
      loginAt,
      onStatus: (session, verdict) =>
        setWarning(
          verdict === 'expiring'
            ? { remainingSeconds: session.remaining_seconds, receivedAt: Date.now() }
            : null,
        ),
      onExpired: () => {
        setWarning(null);
        void logout({ reason: 'session_timeout' });
      },
    });
    monitor.current = instance;
    instance.start();
    return () => {
      instance.stop();
      monitor.current = null;
    };
  }, [status, loginAt, logout, lastActivity]);

  // The dialog counts down locally; at zero the server is asked again (it may have been extended elsewhere),
  // and again every few seconds while an answer is not believed yet (the grace period just after a login).
  useEffect(() => {
    if (!warning) return;
    let lastAsked = Number.NEGATIVE_INFINITY;
    const update = () => {
      const left = warning.remainingSeconds - (Date.now() - warning.receivedAt) / 1000;
      setRemaining(Math.max(0, left));
      if (left <= 0 && Date.now() - lastAsked >= ZERO_RECHECK_MS) {
        lastAsked = Date.now();
        void monitor.current?.checkNow();
      }
    };
    update();
    const interval = window.setInterval(update, 1000);
    return () => window.clearInterval(interval);
  }, [warning]);

  // Whether it worked; the dialog says so.
  const extend = async () => {
    setExtending(true);
    try {
      await authApi.extendSession();
      setWarning(null);
      await monitor.current?.checkNow();
      return true;
    } catch {
      return false;
    } finally {
      setExtending(false);
    }
  };

  return (
    <LazyDialog
      dialog={warningDialog}
      opened={warning !== null}
      remainingSeconds={remaining}
      extending={extending}
      onExtend={extend}
      onLogout={() => {
        setWarning(null);
        void logout();
      }}
    />
  );
}
