import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  DRAFT_PREFIX,
  draftKey,
  readDraft,
  type TDraft,
  useTaskDraft,
  writeDraft,
} from './drafts';

const draft: TDraft = { answer: '\\frac{3}{4}', format: 'latex', work: '2x = 8\nx = 4', confidence: 4 };
const task = { userId: 7, taskId: 31 };
const inAssignment = { userId: 7, taskId: 31, assignmentId: 5 };

describe('drafts kept on this device', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps one draft per user and task, and another for the same task inside an assignment', () => {
    writeDraft(task, draft);
    writeDraft(inAssignment, { ...draft, answer: '0.75', format: 'text' });
    expect(draftKey(task)).toBe(`${DRAFT_PREFIX}7.task.31`);
    expect(draftKey(inAssignment)).toBe(`${DRAFT_PREFIX}7.assignment.5.task.31`);
    expect(readDraft(task)).toEqual(draft);
    expect(readDraft(inAssignment)?.answer).toBe('0.75');
    expect(readDraft({ userId: 8, taskId: 31 })).toBeNull();
  });

  it('removes a draft that became empty, and ignores a damaged one', () => {
    writeDraft(task, draft);
    writeDraft(task, { answer: ' ', format: 'text', work: '', confidence: null });
    expect(window.localStorage.getItem(draftKey(task))).toBeNull();
    window.localStorage.setItem(draftKey(task), '{not json');
    expect(readDraft(task)).toBeNull();
    window.localStorage.setItem(draftKey(task), JSON.stringify({ answer: '5', confidence: 9, format: 'x' }));
    expect(readDraft(task)).toEqual({ answer: '5', format: 'text', work: '', confidence: null });
    clearDraft(task);
    expect(readDraft(task)).toBeNull();
  });

  it("clears every draft of one user and no one else's", () => {
    writeDraft(task, draft);
    writeDraft(inAssignment, draft);
    writeDraft({ userId: 70, taskId: 1 }, draft);
    window.localStorage.setItem('taskas.preferences', '{}');
    clearAllDrafts(7);
    expect(Object.keys(window.localStorage).sort()).toEqual([
      `${DRAFT_PREFIX}70.task.1`,
      'taskas.preferences',
    ]);
  });
});

describe('useTaskDraft', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('restores the kept draft and writes the last of quick changes once typing pauses', () => {
    writeDraft(task, draft);
    const { result } = renderHook(() => useTaskDraft(task, true));
    expect(result.current.restored).toEqual(draft);

    act(() => {
      for (const answer of ['1', '12', '123']) result.current.save({ ...draft, answer });
    });
    // Nothing is written while the student is still typing…
    expect(readDraft(task)).toEqual(draft);
    act(() => vi.runAllTimers());
    // …then the last change is.
    expect(readDraft(task)?.answer).toBe('123');
  });

  it('writes a pending change when the task goes away, and forgets the draft on clear', () => {
    const first = renderHook(() => useTaskDraft(task, true));
    act(() => first.result.current.save({ ...draft, answer: '42' }));
    first.unmount();
    expect(readDraft(task)?.answer).toBe('42');

    const second = renderHook(() => useTaskDraft(task, true));
    act(() => second.result.current.save({ ...draft, answer: '43' }));
    act(() => second.result.current.clear());
    act(() => vi.runAllTimers());
    second.unmount();
    expect(readDraft(task)).toBeNull();
  });

  it('with autoSave off writes nothing, and removes the draft left from before', () => {
    writeDraft(task, draft);
    const { result, unmount } = renderHook(() => useTaskDraft(task, false));
    expect(result.current.restored).toBeNull();
    expect(readDraft(task)).toBeNull();
    act(() => result.current.save({ ...draft, answer: '7' }));
    act(() => vi.runAllTimers());
    unmount();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });
});
