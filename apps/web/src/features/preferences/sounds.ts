// The feedback sounds, synthesised with the Web Audio API: no audio files to download, quiet and short.

export type TSoundName = 'correct' | 'wrong' | 'notification';

type TNote = {
  /** Hz at the start, and where it glides to by the end (a softer, less abrupt tone). */
  from: number;
  to?: number;
  /** Seconds after the sound starts. */
  at: number;
  length: number;
  wave: OscillatorType;
};

/** The loudest any sound gets (of 1): well under the page's other audio and the system's alerts. */
export const SOUND_GAIN = 0.15;

export const SOUNDS: Record<TSoundName, readonly TNote[]> = {
  // A rising major third, E5 then G♯5: a small chime.
  correct: [
    { from: 659.25, at: 0, length: 0.16, wave: 'sine' },
    { from: 830.61, at: 0.11, length: 0.24, wave: 'sine' },
  ],
  // One low, soft tone that sinks a little: noticed, never a buzzer.
  wrong: [{ from: 220, to: 185, at: 0, length: 0.26, wave: 'triangle' }],
  // A single gentle ping.
  notification: [{ from: 1046.5, at: 0, length: 0.3, wave: 'sine' }],
};

/** The part of an AudioContext the sounds use (a test can pass a recording stand-in). */
export type TAudioOutput = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'
>;

/** Schedules `name` on `output`, starting now. */
export function synthesise(output: TAudioOutput, name: TSoundName): void {
  const now = output.currentTime;
  for (const note of SOUNDS[name]) {
    const start = now + note.at;
    const end = start + note.length;
    const oscillator = output.createOscillator();
    const gain = output.createGain();
    oscillator.type = note.wave;
    oscillator.frequency.setValueAtTime(note.from, start);
    if (note.to) oscillator.frequency.exponentialRampToValueAtTime(note.to, end);
    // A 10 ms rise and an exponential fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(SOUND_GAIN, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(output.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
  }
}

type TWindowWithAudio = Window & {
  AudioContext?: typeof AudioContext;
  webkitAudioContext?: typeof AudioContext;
  /** What was played, for the end-to-end tests (see `recordForTests`). */
  __taskasSounds?: TSoundName[];
};

let shared: AudioContext | null | undefined;

/** One AudioContext for the page, made the first time a sound plays; null where Web Audio is missing. */
function audioOutput(): AudioContext | null {
  if (shared === undefined) shared = newAudioContext();
  return shared;
}

function newAudioContext(): AudioContext | null {
  const page = window as TWindowWithAudio;
  const Context = page.AudioContext ?? page.webkitAudioContext;
  try {
    return Context ? new Context() : null;
  } catch {
    return null;
  }
}

/** The localStorage flag that makes a production build record its sounds (set by the e2e journeys). */
export const TEST_SOUNDS_FLAG = 'taskas.test.sounds';

/**
 * Tests hear nothing, so every sound played is also pushed onto `window.__taskasSounds` — in development
 * and unit tests always, in a production build only when `localStorage['taskas.test.sounds'] === '1'`.
 */
function recordForTests(name: TSoundName): void {
  const page = window as TWindowWithAudio;
  let wanted = import.meta.env.MODE !== 'production';
  try {
    wanted ||= page.localStorage.getItem(TEST_SOUNDS_FLAG) === '1';
  } catch {
    // storage blocked: a real user, nothing to record
  }
  if (!wanted) return;
  page.__taskasSounds ??= [];
  page.__taskasSounds.push(name);
}

/** Plays `name` (the caller has checked that the user wants sounds). */
export function playSound(name: TSoundName, output: TAudioOutput | null = audioOutput()): void {
  recordForTests(name);
  if (!output) return;
  try {
    // A context made before the page was clicked starts suspended; by now there was a click.
    if (output.state === 'suspended') void output.resume().catch(() => undefined);
    synthesise(output, name);
  } catch {
    // A closed or broken context: silence rather than an error on the page.
  }
}
