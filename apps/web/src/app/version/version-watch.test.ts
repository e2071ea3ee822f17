import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionWatch, fetchAppVersion, VERSION_POLL_MS } from './version-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(versions: Array<string | Error>) {
  let focusListener: (() => void) | null = null;
  const fetchVersion = vi.fn(async () => {
    const next = versions.length > 1 ? versions.shift() : versions[0];
    if (next instanceof Error) throw next;
    return next ?? null;
  });
  const onChange = vi.fn();
  const watch = createVersionWatch({
    fetchVersion,
    onChange,
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    onFocus: (callback) => {
      focusListener = callback;
      return () => {
        focusListener = null;
      };
    },
  });
  return { watch, fetchVersion, onChange, focus: () => focusListener?.() };
}

describe('version watch', () => {
  it('polls every 5 minutes and reports a version different from the first one seen', async () => {
    const { watch, fetchVersion, onChange } = setup(['1.0.0', '1.0.0', '1.1.0']);
    watch.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onChange).toHaveBeenCalledWith('1.0.0', '1.1.0');
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    expect(onChange).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('checks when the window gets focus', async () => {
    const { watch, onChange, focus } = setup(['1.0.0', '2.0.0']);
    watch.start();
    await vi.advanceTimersByTimeAsync(0);
    focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledWith('1.0.0', '2.0.0');
    watch.stop();
  });

  it('ignores failed polls', async () => {
    const { watch, onChange } = setup([new Error('offline'), '1.0.0', new Error('restarting'), '1.0.0']);
    watch.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 4);
    expect(onChange).not.toHaveBeenCalled();
    watch.stop();
  });

  it('asks for /version.json without the cache', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ version: '3.2.1', started_at: 'x' })));
    await expect(fetchAppVersion(fetchFn)).resolves.toBe('3.2.1');
    expect(fetchFn).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  });
});
