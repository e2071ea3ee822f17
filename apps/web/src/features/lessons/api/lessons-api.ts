import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLesson,
  TLessonAdaptiveRequest,
  TLessonEffectiveness,
  TLessonFeedbackRequest,
  TLessonFeedbackResponse,
  TLessonGenerateRequest,
  TLessonSummary,
} from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** Lessons per page of the list. */
export const LESSONS_PER_PAGE = 20;

/** Every lesson query starts with this key, so one invalidation refreshes lists, lessons and effects. */
const LESSONS_KEY = 'lessons';

/**
 * The caller's lessons (a tutor's students', an admin's everyone's), newest first. Read again each time
 * the page opens: a task solved on its own page moves a lesson's status on.
 */
export function useLessons({ page }: { page: number }) {
  const params = { page, per_page: LESSONS_PER_PAGE };
  return useQuery({
    queryKey: [LESSONS_KEY, 'list', params],
    queryFn: ({ signal }) => apiV1.getPage<TLessonSummary>('/lessons', { params, signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export const lessonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [LESSONS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiV1.get<TLesson>(`/lessons/${id}`, { signal }),
  });

/** One lesson; read again on each visit, since its tasks are solved on their own pages. */
export function useLesson(id: number) {
  return useQuery({ ...lessonQueryOptions(id), enabled: id > 0, refetchOnMount: 'always' });
}

/** Tutors and admins: how lessons changed later accuracy (students get 403). */
export function useLessonEffectiveness() {
  return useQuery({
    queryKey: [LESSONS_KEY, 'effectiveness'],
    queryFn: ({ signal }) => apiV1.get<TLessonEffectiveness>('/lessons/effectiveness', { signal }),
  });
}

// Writes are sent once: the student presses the button again themselves.
const once = { retry: false } as const;

/** A new lesson is cached as the server returned it (its page opens at once), and the lists refresh. */
function useMadeLesson() {
  const queryClient = useQueryClient();
  return (lesson: TLesson) => {
    queryClient.setQueryData(lessonQueryOptions(lesson.id).queryKey, lesson);
    return queryClient.invalidateQueries({ queryKey: [LESSONS_KEY, 'list'] });
  };
}

/** A lesson on a skill (or on a topic, whose skill fits the grade). */
export function useGenerateLesson() {
  const made = useMadeLesson();
  return useMutation({
    mutationFn: (input: TLessonGenerateRequest) => apiV1.post<TLesson>('/lessons/generate', input, once),
    onSuccess: (lesson) => void made(lesson),
  });
}

/** A lesson on the skill the student's results call for. */
export function useGenerateAdaptiveLesson() {
  const made = useMadeLesson();
  return useMutation({
    mutationFn: (input: TLessonAdaptiveRequest) =>
      apiV1.post<TLesson>('/lessons/generate/adaptive', input, once),
    onSuccess: (lesson) => void made(lesson),
  });
}

/** The student's rating and comment; the lesson (and every list showing it) follows. */
export function useLessonFeedback(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TLessonFeedbackRequest, 'lesson_id'>) =>
      apiV1.post<TLessonFeedbackResponse>('/lessons/feedback', { ...input, lesson_id: lessonId }, once),
    onSuccess: (feedback) => {
      queryClient.setQueryData<TLesson>(lessonQueryOptions(lessonId).queryKey, (lesson) =>
        lesson
          ? {
              ...lesson,
              check_result: feedback.check_result ?? lesson.check_result,
              feedback: {
                rating: feedback.rating,
                comment: feedback.comment,
                created_at: feedback.created_at,
              },
            }
          : lesson,
      );
      return queryClient.invalidateQueries({
        queryKey: [LESSONS_KEY],
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
