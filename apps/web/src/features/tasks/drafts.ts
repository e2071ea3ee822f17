import { useCallback, useEffect, useRef, useState } from 'react';
import type { TAnswerFormat } from './inputs';

/** Every draft's local-storage key starts so: `taskas.draft.<user>.task.<task>` or `….assignment.<a>.task.<task>`. */
export const DRAFT_PREFIX = 'taskas.draft.';

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** What a student has typed into one task and not yet handed in. */
export type TDraft = {
  answer: string;
  /** How `answer` is written: MathLive sends LaTeX, every other input plain text. */
  format: TAnswerFormat;
  /** The working, one step a line, as typed. */
  work: string;
  /** "How sure are you?", 1–5, when chosen. */
  confidence: number | null;
};

/** Whose draft of which task; a task inside an assignment has a draft of its own. */
export type TDraftPlace = { userId: number; taskId: number; assignmentId?: number };

export const EMPTY_DRAFT: TDraft = { answer: '', format: 'text', work: '', confidence: null };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function draftKey({ userId, taskId, assignmentId }: TDraftPlace): string {
  const where = assignmentId === undefined ? '' : `assignment.${assignmentId}.`;
  return `${DRAFT_PREFIX}${userId}.${where}task.${taskId}`;
}

export const isEmptyDraft = (draft: TDraft) =>
  draft.answer.trim() === '' && draft.work.trim() === '' && draft.confidence === null;

/** The draft kept on this device, or null (none, or not one this version can read). */
export function readDraft(place: TDraftPlace, store = storage()): TDraft | null {
  try {
    const raw = store?.getItem(draftKey(place));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TDraft>;
    const draft: TDraft = {
      answer: typeof value.answer === 'string' ? value.answer : '',
      format: value.format === 'latex' ? 'latex' : 'text',
      work: typeof value.work === 'string' ? value.work : '',
      confidence:
        typeof value.confidence === 'number' &&
        Number.isInteger(value.confidence) &&
        value.confidence >= 1 &&
        value.confidence <= 5
          ? value.confidence
          : null,
    };
    return isEmptyDraft(draft) ? null : draft;
  } catch {
    return null;
  }
}

/** Keeps the draft on this device; an empty one is removed instead. */
export function writeDraft(place: TDraftPlace, draft: TDraft, store = storage()): void {
  try {
    if (isEmptyDraft(draft)) store?.removeItem(draftKey(place));
    else store?.setItem(draftKey(place), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the answer is still on the page.
  }
}

export function clearDraft(place: TDraftPlace, store = storage()): void {
  try {
    store?.removeItem(draftKey(place));
  } catch {
    // Nothing to remove.
  }
}

/** Removes every draft of this user on this device (autoSave turned off). */
export function clearAllDrafts(userId: number, store = storage()): void {
  if (!store) return;
  const prefix = `${DRAFT_PREFIX}${userId}.`;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/**
 * The draft of one task while it is on screen. With `enabled` (the autoSave preference) the draft kept
 * on this device is read once, at mount (`restored`), and `save` writes changes after a short pause
 * (and at once when the page goes away); without it nothing is written and a draft left from before is
 * removed. `clear` forgets it (after a successful submit, or "Clear").
 */
export function useTaskDraft(place: TDraftPlace | null, enabled: boolean) {
  const key = place ? draftKey(place) : null;
  const [restored] = useState(() => (place && enabled ? readDraft(place) : null));
  const latest = useRef({ place, enabled });
  latest.current = { place, enabled };
  const pending = useRef<TDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    const { place: current, enabled: on } = latest.current;
    if (draft && current && on) writeDraft(current, draft);
  }, []);

  useEffect(() => {
    if (key && !enabled && latest.current.place) clearDraft(latest.current.place);
  }, [key, enabled]);

  // A reload or a closed tab right after typing still keeps the last keystrokes.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const save = useCallback(
    (draft: TDraft) => {
      if (!latest.current.enabled || !latest.current.place) return;
      pending.current = draft;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    if (latest.current.place) clearDraft(latest.current.place);
  }, []);

  return { restored, save, clear };
}
