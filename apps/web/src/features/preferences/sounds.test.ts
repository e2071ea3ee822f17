import { afterEach, describe, expect, it } from 'vitest';
import { playSound, SOUND_GAIN, synthesise, type TAudioOutput, type TSoundName } from './sounds';

// Web Audio is the browser's, not ours: a stand-in that records what would be played.
type TNotePlayed = { wave: string; frequencies: number[]; loudest: number; start: number; stop: number };

function recordingOutput(state: AudioContextState = 'running') {
  const notes: TNotePlayed[] = [];
  let resumed = 0;
  const param = (values: number[]) => ({
    setValueAtTime: (value: number) => values.push(value),
    exponentialRampToValueAtTime: (value: number) => values.push(value),
    linearRampToValueAtTime: (value: number) => values.push(value),
  });
  const output = {
    currentTime: 12,
    state,
    destination: {},
    resume: async () => {
      resumed += 1;
    },
    createGain() {
      const values: number[] = [];
      return { gain: param(values), connect: () => undefined, values };
    },
    createOscillator() {
      const note: TNotePlayed = { wave: '', frequencies: [], loudest: 0, start: -1, stop: -1 };
      return {
        set type(wave: string) {
          note.wave = wave;
        },
        frequency: param(note.frequencies),
        connect(gain: { values: number[] }) {
          // The gain's envelope is complete by the time the note starts.
          note.loudest = Math.max(...gain.values);
          notes.push(note);
        },
        start: (at: number) => {
          note.start = at;
        },
        stop: (at: number) => {
          note.stop = at;
        },
      };
    },
  };
  return { output: output as unknown as TAudioOutput, notes, resumed: () => resumed };
}

const played = () => (window as { __taskasSounds?: TSoundName[] }).__taskasSounds ?? [];

describe('the feedback sounds', () => {
  afterEach(() => {
    delete (window as { __taskasSounds?: unknown }).__taskasSounds;
  });

  it('chimes two rising notes for a correct answer, quietly and in under 400 ms', () => {
    const { output, notes } = recordingOutput();
    synthesise(output, 'correct');
    expect(notes).toHaveLength(2);
    const [first, second] = notes as [TNotePlayed, TNotePlayed];
    expect(second.frequencies[0]).toBeGreaterThan(first.frequencies[0] as number);
    expect(second.start).toBeGreaterThan(first.start);
    for (const note of notes) {
      expect(note.loudest).toBeLessThanOrEqual(SOUND_GAIN);
      expect(note.start).toBeGreaterThanOrEqual(12);
      expect(note.stop - 12).toBeLessThan(0.4);
    }
  });

  it('answers a wrong one with a single soft low tone and a notification with one ping', () => {
    const wrong = recordingOutput();
    synthesise(wrong.output, 'wrong');
    expect(wrong.notes).toHaveLength(1);
    expect(Math.max(...(wrong.notes[0]?.frequencies ?? []))).toBeLessThan(300);
    expect(wrong.notes[0]?.wave).not.toBe('square');

    const ping = recordingOutput();
    synthesise(ping.output, 'notification');
    expect(ping.notes).toHaveLength(1);
    expect(ping.notes[0]?.frequencies[0]).toBeGreaterThan(600);
    for (const note of [...wrong.notes, ...ping.notes]) {
      expect(note.loudest).toBeLessThanOrEqual(SOUND_GAIN);
      expect(note.stop - 12).toBeLessThan(0.4);
    }
  });

  it('wakes a context the browser left suspended, and tells the tests what it played', () => {
    const { output, notes, resumed } = recordingOutput('suspended');
    playSound('wrong', output);
    expect(resumed()).toBe(1);
    expect(notes).toHaveLength(1);
    expect(played()).toEqual(['wrong']);
  });

  it('stays silent without an error where the browser has no Web Audio', () => {
    expect(() => playSound('notification', null)).not.toThrow();
    expect(played()).toEqual(['notification']);
  });
});
