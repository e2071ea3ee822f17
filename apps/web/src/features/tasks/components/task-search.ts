import { DIFFICULTIES, type Difficulty } from '@taskas/contracts';
import { TOPIC_IDS } from './topics';

/** What the task list shows, as kept in the address: `?difficulty=easy&topic=fractions&grade=5&completed=false&q=…&page=2`. */
export type TTaskListSearch = {
  q: string;
  difficulty?: Difficulty;
  topic?: string;
  grade?: number;
  completed?: boolean;
  page: number;
};

export const GRADES = [5, 6, 7, 8, 9, 10, 11, 12] as const;
export const SEARCH_MAX_LENGTH = 200;

const isDifficulty = (value: string | null): value is Difficulty =>
  (DIFFICULTIES as readonly (string | null)[]).includes(value);

/** Reads the address leniently: an unknown value is no filter rather than an error page. */
export function readTaskListSearch(params: URLSearchParams): TTaskListSearch {
  const difficulty = params.get('difficulty');
  const topic = params.get('topic');
  const grade = Number(params.get('grade'));
  const completed = params.get('completed');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    difficulty: isDifficulty(difficulty) ? difficulty : undefined,
    topic: topic && TOPIC_IDS.has(topic) ? topic : undefined,
    grade: (GRADES as readonly number[]).includes(grade) ? grade : undefined,
    completed: completed === 'true' ? true : completed === 'false' ? false : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function taskListSearchParams(search: TTaskListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.difficulty) params.set('difficulty', search.difficulty);
  if (search.topic) params.set('topic', search.topic);
  if (search.grade !== undefined) params.set('grade', String(search.grade));
  if (search.completed !== undefined) params.set('completed', String(search.completed));
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
