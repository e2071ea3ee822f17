import { randomBytes } from 'node:crypto';
import {
  ALL_ERROR_CODES,
  COOKIE_NAMES,
  ErrorCode,
  HTTP_STATUS_BY_CODE,
  LIMITS,
  type Role,
  ZAssignmentCreate,
} from '@taskas/contracts';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createAssignmentsService } from '../features/assignments/assignments.service.ts';
import { createAttemptsService } from '../features/attempts/attempts.service.ts';
import { createTasksService } from '../features/tasks/tasks.service.ts';
import { seedTestBank, storedAnswer } from '../features/tasks/test-bank.ts';
import { createTutorRepository } from '../features/tutor/tutor.repository.ts';
import {
  body,
  buildUser,
  createTestContext,
  describeEachDatabase,
  TestAgent,
  type TestContext,
  type TestUser,
} from '../test/support.ts';

/**
 * Every registered route, called by every kind of caller, on both databases: no 5xx, 401 for an
 * anonymous caller on a protected route, 403 for a role the route is not for, 403 or 404 for another
 * user's things, and the envelope on every JSON answer. The routes come from the app itself
 * (`app.routeTable`), so a route is covered the day it is added; what it needs (a path parameter, a
 * body, who may call it) is looked up in the tables below, and a missing entry fails loudly.
 */

type Route = { method: string; url: string };
type Key = `${string} ${string}`;
const keyOf = (route: Route): Key => `${route.method} ${route.url}`;

const CALLERS = ['anonymous', 'student', 'other student', 'tutor', 'tutor of nobody', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const ROLE_OF: Record<Caller, Role | null> = {
  anonymous: null,
  student: 'student',
  'other student': 'student',
  tutor: 'tutor',
  'tutor of nobody': 'tutor',
  admin: 'admin',
};

/** Who may call a route. A route not listed is for every signed-in user and answers the envelope. */
type Access = {
  roles: 'everyone' | 'signed-in' | Role[];
  /** The answer is not the envelope (the OpenAPI pages, the version file the spec defines bare). */
  envelope?: false;
  /** The code an anonymous caller gets, when it is not E1003 (auth missing). */
  anonymousCode?: ErrorCode;
  /** The student's things it names are the student's alone: not even an admin or a tutor sees them. */
  ownerOnly?: true;
  /** Answers a stream that stays open (server-sent events): its headers are checked, then it is closed. */
  stream?: true;
};
const EVERYONE: Access = { roles: 'everyone' };
const ACCESS: Record<Key, Access> = {
  'GET /health': EVERYONE,
  'GET /api/v1/health': EVERYONE,
  'GET /version.json': { roles: 'everyone', envelope: false },
  'POST /api/users/register': EVERYONE,
  'POST /api/users/login': EVERYONE,
  'POST /api/users/logout': EVERYONE,
  'POST /api/users/forgot-password': EVERYONE,
  'POST /api/users/reset-password': EVERYONE,
  'POST /api/users/accept-invitation': EVERYONE,
  'POST /api/users/refresh': { roles: 'signed-in', anonymousCode: ErrorCode.TOKEN_REFRESH_FAILED },
  'GET /api/v1/tutor/students': { roles: ['tutor'] },
  'GET /api/v1/tutor/students/:studentId': { roles: ['tutor', 'admin'] },
  'GET /api/v1/tutor/dashboard': { roles: ['tutor'] },
  'GET /api/v1/tutor/students/:studentId/attempts': { roles: ['tutor', 'admin'] },
  'GET /api/v1/tutor/students/:studentId/activity': { roles: ['tutor', 'admin'] },
  'GET /api/v1/tutor/students/:studentId/skills': { roles: ['tutor', 'admin'] },
  'GET /api/v1/admin/users': { roles: ['admin'] },
  'GET /api/v1/admin/users/export.csv': { roles: ['admin'], envelope: false },
  'POST /api/v1/admin/users': { roles: ['admin'] },
  'POST /api/v1/admin/users/import/preview': { roles: ['admin'] },
  'POST /api/v1/admin/users/import': { roles: ['admin'] },
  'GET /api/v1/admin/users/:userId': { roles: ['admin'] },
  'PATCH /api/v1/admin/users/:userId/role': { roles: ['admin'] },
  'POST /api/v1/admin/users/:userId/deactivate': { roles: ['admin'] },
  'POST /api/v1/admin/users/:userId/reactivate': { roles: ['admin'] },
  'POST /api/v1/admin/users/:userId/password-reset': { roles: ['admin'] },
  'POST /api/v1/admin/users/:userId/invitation': { roles: ['admin'] },
  'POST /api/v1/admin/users/:userId/sessions/end': { roles: ['admin'] },
  'DELETE /api/v1/admin/users/:userId': { roles: ['admin'] },
  'GET /api/v1/admin/tutors': { roles: ['admin'] },
  'GET /api/v1/admin/dashboard': { roles: ['admin'] },
  'GET /api/v1/admin/audit': { roles: ['admin'] },
  'GET /api/v1/admin/ai-usage': { roles: ['admin'] },
  'GET /api/v1/prompts': { roles: ['tutor', 'admin'] },
  'POST /api/v1/prompts': { roles: ['tutor', 'admin'] },
  'POST /api/v1/prompts/preview': { roles: ['tutor', 'admin'] },
  'GET /api/v1/prompts/task-generation': { roles: ['tutor', 'admin'] },
  'GET /api/v1/prompts/:promptId': { roles: ['tutor', 'admin'] },
  'PUT /api/v1/prompts/:promptId': { roles: ['tutor', 'admin'] },
  'DELETE /api/v1/prompts/:promptId': { roles: ['tutor', 'admin'] },
  'GET /api/v1/prompts/:promptId/versions': { roles: ['tutor', 'admin'] },
  'POST /api/v1/prompts/:promptId/versions/:version/restore': { roles: ['tutor', 'admin'] },
  'POST /api/v1/prompts/:promptId/copy': { roles: ['tutor', 'admin'] },
  'GET /api/v1/tutor/invite': { roles: ['tutor'] },
  'POST /api/v1/tutor/invite/renew': { roles: ['tutor'] },
  'DELETE /api/v1/tutor/students/:studentId': { roles: ['tutor'] },
  'GET /api/v1/profile/tutors': { roles: ['student'] },
  'POST /api/v1/profile/tutors/join': { roles: ['student'] },
  'DELETE /api/v1/profile/tutors/:tutorId': { roles: ['student'] },
  'GET /api/v1/admin/tutors/:tutorId/students': { roles: ['admin'] },
  'PUT /api/v1/admin/tutors/:tutorId/students/:studentId': { roles: ['admin'] },
  'DELETE /api/v1/admin/tutors/:tutorId/students/:studentId': { roles: ['admin'] },
  'POST /api/v1/admin/students/:studentId/move': { roles: ['admin'] },
  'POST /api/v1/notifications/:id/read': { roles: 'signed-in', ownerOnly: true },
  'DELETE /api/v1/notifications/:id': { roles: 'signed-in', ownerOnly: true },
  'GET /api/v1/notifications/stream': { roles: 'signed-in', stream: true },
  'GET /api/v1/assignments': { roles: 'signed-in' },
  'POST /api/v1/assignments': { roles: ['tutor'] },
  'GET /api/v1/assignments/:id': { roles: 'signed-in' },
  'PATCH /api/v1/assignments/:id': { roles: ['tutor', 'admin'] },
  'POST /api/v1/assignments/:id/cancel': { roles: ['tutor', 'admin'] },
  'GET /api/v1/assignments/:id/tasks/:taskId': { roles: 'signed-in' },
  'POST /api/v1/assignments/:id/tasks/:taskId': { roles: ['student'] },
  'PUT /api/users/interests': { roles: ['student'] },
  // Students make and rate their own lessons (tutors give lessons through assignments).
  'POST /api/v1/lessons/generate': { roles: ['student'] },
  'POST /api/v1/lessons/generate/adaptive': { roles: ['student'] },
  'POST /api/v1/lessons/feedback': { roles: ['student'] },
  'GET /api/v1/lessons/effectiveness': { roles: ['tutor', 'admin'] },
};
const accessOf = (route: Route): Access =>
  ACCESS[keyOf(route)] ??
  (route.url.startsWith('/api/docs') ? { roles: 'everyone', envelope: false } : { roles: 'signed-in' });

/**
 * What a call refers to:
 * - shared: a public task (and the linked tutor, for an admin's leaderboard);
 * - the student's: the student's private generated task, their attempt, their id;
 * - missing: a task and an attempt that do not exist (asked by the student and by the admin);
 * - too large: ids beyond what the databases store (asked by the admin, who passes every role check);
 * - empty body: the shared call with `{}` as its body (asked by the student).
 */
const TARGETS = ['shared', "the student's", 'missing', 'too large', 'empty body'] as const;
type Target = (typeof TARGETS)[number];
type Refs = {
  task: number;
  attempt?: number;
  student?: number;
  tutor: number;
  notification?: number;
  /** The tutor's assignment for the student, and a task in it. */
  assignment?: number;
  assignmentTask?: number;
  /** An account the admin acts on (a fresh one for each call that changes it). */
  account?: number;
  /** The tutor's own prompt (a fresh one for each call that changes it). */
  prompt?: number;
  /** The student's lesson. */
  lesson?: number;
};
type Ids = {
  task: number;
  privateTask: number;
  attempt: number;
  student: number;
  tutor: number;
  notification: number;
  assignment: number;
  assignmentTask: number;
  account: number;
  prompt: number;
  lesson: number;
};
const OWNED: (keyof Refs)[] = ['task', 'attempt', 'student', 'notification', 'assignment', 'lesson'];
const MISSING_ID = 2_000_000_000;
const TOO_LARGE_ID = LIMITS.idMax + 1;

const CALLERS_OF: Record<Target, readonly Caller[]> = {
  shared: CALLERS,
  "the student's": CALLERS,
  missing: ['student', 'admin'],
  'too large': ['admin'],
  'empty body': ['student'],
};

function refsOf(target: Target, ids: Ids): Refs {
  switch (target) {
    case 'shared':
    case 'empty body':
      return { task: ids.task, tutor: ids.tutor, account: ids.account, prompt: ids.prompt };
    case "the student's":
      return {
        task: ids.privateTask,
        attempt: ids.attempt,
        student: ids.student,
        tutor: ids.tutor,
        notification: ids.notification,
        assignment: ids.assignment,
        assignmentTask: ids.assignmentTask,
        lesson: ids.lesson,
      };
    case 'missing':
      return {
        task: MISSING_ID,
        attempt: MISSING_ID,
        tutor: ids.tutor,
        notification: MISSING_ID,
        assignment: MISSING_ID,
        assignmentTask: MISSING_ID,
        account: MISSING_ID,
        lesson: MISSING_ID,
      };
    case 'too large':
      return {
        task: TOO_LARGE_ID,
        attempt: TOO_LARGE_ID,
        student: TOO_LARGE_ID,
        tutor: TOO_LARGE_ID,
        notification: TOO_LARGE_ID,
        assignment: TOO_LARGE_ID,
        assignmentTask: TOO_LARGE_ID,
        account: TOO_LARGE_ID,
        prompt: TOO_LARGE_ID,
        lesson: TOO_LARGE_ID,
      };
  }
}

/** Path parameters by the segment before them and their name. */
const PATH_PARAMETERS: Record<string, (refs: Refs) => string | number | undefined> = {
  'tasks/:id': (r) => r.task,
  'attempts/:id': (r) => r.attempt,
  'students/:studentId': (r) => r.student,
  'tutors/:tutorId': (r) => r.tutor,
  'notifications/:id': (r) => r.notification,
  'assignments/:id': (r) => r.assignment,
  'tasks/:taskId': (r) => r.assignmentTask,
  'users/:userId': (r) => r.account,
  'prompts/:promptId': (r) => r.prompt,
  'lessons/:id': (r) => r.lesson,
  'versions/:version': () => 1,
  'static/*': () => 'swagger-ui.css',
};

/** Example requests by route; a mutating route without one gets `{}` (and may answer 400). */
type Example = {
  query?: (refs: Refs) => Record<string, string | number | undefined>;
  body?: (refs: Refs, self: TestUser) => object;
  /** The answer of an allowed caller, when not 200 (or when it depends on the caller). */
  status?: number | ((caller: Caller) => number);
  /** Changes the caller's own session or account: each row is called by a fresh account of that role. */
  ownSession?: true;
  /** Ends the fixture's tutor–student link when allowed: it is linked again after the call. */
  endsLink?: true;
  /** Cancels the fixture's assignment when allowed: it is open again after the call. */
  cancelsAssignment?: true;
  /** The only targets it is called with, when not every target its request can name. */
  targets?: Target[];
  /** Changes the account it names: each call names a fresh student. */
  freshAccount?: true;
  /** Changes or removes the prompt it names: each call names a fresh prompt of the tutor's. */
  freshPrompt?: true;
};
const PROMPT = {
  purpose: 'task_generation',
  language: 'lt',
  template: 'Sukurk užduotį {{grade}} klasei tema „{{topic}}“.',
  temperature: 0.5,
  max_tokens: 600,
};
function promptChange(caller: Caller): number {
  if (caller === 'tutor of nobody') return 404;
  return caller === 'admin' ? 403 : 200;
}
const answer = { body: (r: Refs) => ({ task_id: r.task, answer: '1' }) };
const help = { body: (r: Refs) => ({ task_id: r.task }) };
const generate = { status: 201, body: () => ({ topic: 'LEQ', difficulty: 'easy' }) };
const ofStudent = { query: (r: Refs) => ({ student_id: r.student }) };
const EXAMPLES: Record<Key, Example> = {
  'POST /api/users/register': {
    ownSession: true,
    status: 201,
    body: (_, self) => ({
      username: `r${self.username}`,
      email: `r.${self.email}`,
      password: `${self.password}-r`,
      first_name: 'Matrix',
      last_name: 'Row',
    }),
  },
  'POST /api/users/login': {
    ownSession: true,
    body: (_, self) => ({ email: self.email, password: self.password }),
  },
  'POST /api/users/refresh': { ownSession: true },
  'POST /api/users/logout': { ownSession: true },
  'POST /api/users/forgot-password': { body: (_, self) => ({ email: self.email }) },
  // A real token only arrives by e-mail: an unknown one is the plausible call, refused with E2004.
  'POST /api/users/reset-password': {
    status: 422,
    body: () => ({ token: 'no-such-token', password: 'Matrix-password-1' }),
  },
  'POST /api/v1/profile/change-password': {
    ownSession: true,
    body: (_, self) => ({ current_password: self.password, new_password: `${self.password}-new` }),
  },
  // A fresh account has saved no preferences: 404, the client's defaults apply (spec §9).
  'GET /api/users/preferences': { ownSession: true, status: 404 },
  'GET /api/v1/profile/preferences': { ownSession: true, status: 404 },
  'PATCH /api/users/preferences': { ownSession: true, body: () => ({ preferred_language: 'lt' }) },
  'PATCH /api/v1/profile/preferences': { ownSession: true, body: () => ({ fontSize: 'large' }) },
  // A student's interests: theirs, their tutor's and an admin's to read (a tutor's own: E3003).
  'GET /api/users/interests': {
    targets: ["the student's"],
    query: (r) => ({ student_id: r.student }),
    status: (caller) => (caller === 'other student' || caller === 'tutor of nobody' ? 403 : 200),
  },
  'PUT /api/users/interests': { body: () => ({ chosen: ['music'], own: ['šachmatai'] }) },
  'PATCH /api/v1/profile': { body: () => ({ first_name: 'Matrix' }) },
  'GET /api/v1/search/tasks': { query: () => ({ q: 'lygtis' }) },
  'GET /api/v1/tasks/by-component': { query: () => ({ component: 'NumberInput' }) },
  'POST /api/v1/tasks/generate': generate,
  'POST /api/v1/generate-task': generate,
  'POST /api/v1/tasks/:id/submit': { body: () => ({ answer: '1' }) },
  'POST /api/v1/answers/check-answer': answer,
  'POST /api/v1/check-answer': answer,
  'POST /api/v1/tasks/answer': answer,
  'POST /api/v1/answers/check-enhanced': answer,
  'POST /api/v1/help/hint': help,
  'POST /api/v1/help/progressive': help,
  'POST /api/v1/help/minimal': help,
  'POST /api/v1/help/generate': help,
  'POST /api/v1/help/explanation': help,
  'GET /api/v1/tasks/:id/attempts': ofStudent,
  'GET /api/v1/tasks/:id/history': ofStudent,
  // The matrix's tasks are drawn without figures: a figure that is not there is a coded 404 for everyone.
  'GET /api/v1/tasks/:id/figure.svg': { status: 404 },
  'GET /api/v1/tasks/history': ofStudent,
  'GET /api/v1/tasks/completed': ofStudent,
  'GET /api/v1/scoreboard': ofStudent,
  'GET /api/v1/scoreboard/leaderboard': { query: (r) => ({ tutor_id: r.tutor }) },
  'GET /api/docs/static/index.html': { status: 302 },
  // No code is known before the suite runs: a wrong one is the plausible call (404 E4001, field code).
  'POST /api/v1/profile/tutors/join': { status: 404, body: () => ({ code: 'NOSUCHCODE' }) },
  // The linked student leaves the tutor; the other student has no link with the tutor to end.
  'DELETE /api/v1/profile/tutors/:tutorId': {
    endsLink: true,
    status: (caller) => (caller === 'student' ? 200 : 404),
  },
  'DELETE /api/v1/tutor/students/:studentId': { endsLink: true },
  'DELETE /api/v1/admin/tutors/:tutorId/students/:studentId': { endsLink: true },
  // Moving to the tutor the student is with is refused (E2004, to_tutor_id): the matrix knows one tutor.
  'POST /api/v1/admin/students/:studentId/move': {
    status: 422,
    body: (r) => ({ from_tutor_id: r.tutor, to_tutor_id: r.tutor }),
  },
  'GET /api/v1/assignments': ofStudent,
  // Only the student's own tutor has someone to assign to: "shared" names no student. Practice on the
  // weakest skills needs no task id of the student's.
  'POST /api/v1/assignments': {
    status: 201,
    targets: ["the student's", 'too large'],
    body: (r) => ({
      student_ids: [r.student],
      title: 'Matrix',
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      weakest: { count: 1 },
    }),
  },
  'PATCH /api/v1/assignments/:id': { body: () => ({ title: 'Matrix' }) },
  'POST /api/v1/assignments/:id/cancel': { cancelsAssignment: true },
  'POST /api/v1/assignments/:id/tasks/:taskId': { body: () => ({ answer: '1' }) },
  // A real invitation token only arrives by e-mail: an unknown one is refused with E2004.
  'POST /api/users/accept-invitation': {
    status: 422,
    body: () => ({ token: 'no-such-token', password: 'Matrix-password-1' }),
  },
  'POST /api/v1/admin/users': {
    status: 201,
    body: () => ({
      first_name: 'Matrix',
      last_name: 'Invitee',
      email: `invitee.${randomBytes(6).toString('hex')}@example.com`,
      role: 'student',
    }),
  },
  'POST /api/v1/admin/users/import/preview': {
    body: () => ({ csv: 'first_name,last_name,email\nMatrix,Row,matrix.row@example.com' }),
  },
  'POST /api/v1/admin/users/import': {
    status: 201,
    body: () => ({
      csv: `first_name,last_name,email\nMatrix,Row,row.${randomBytes(6).toString('hex')}@example.com`,
    }),
  },
  'PATCH /api/v1/admin/users/:userId/role': { freshAccount: true, body: () => ({ role: 'tutor' }) },
  'POST /api/v1/admin/users/:userId/deactivate': { freshAccount: true },
  // A fresh account is active already, and has no invitation waiting: both are refused (E4002).
  'POST /api/v1/admin/users/:userId/reactivate': { freshAccount: true, status: 409 },
  'POST /api/v1/admin/users/:userId/invitation': { freshAccount: true, status: 409 },
  'POST /api/v1/admin/users/:userId/password-reset': { freshAccount: true },
  'POST /api/v1/admin/users/:userId/sessions/end': { freshAccount: true },
  'DELETE /api/v1/admin/users/:userId': { freshAccount: true },
  'POST /api/v1/prompts': {
    status: 201,
    body: () => ({ ...PROMPT, name: 'Matrix prompt' }),
  },
  'POST /api/v1/prompts/preview': {
    body: () => ({ template: 'Tema: {{topic}}', skill_id: 'percent-of-amount', language: 'lt' }),
  },
  // The prompt is the tutor's own: another tutor does not see it, an admin reads it but may not change it.
  'GET /api/v1/prompts/:promptId': { status: (caller) => (caller === 'tutor of nobody' ? 404 : 200) },
  'GET /api/v1/prompts/:promptId/versions': {
    status: (caller) => (caller === 'tutor of nobody' ? 404 : 200),
  },
  'PUT /api/v1/prompts/:promptId': {
    freshPrompt: true,
    body: () => ({ ...PROMPT, name: 'Matrix prompt, edited', expected_version: 1 }),
    status: promptChange,
  },
  'DELETE /api/v1/prompts/:promptId': { freshPrompt: true, status: promptChange },
  'POST /api/v1/prompts/:promptId/versions/:version/restore': {
    freshPrompt: true,
    body: () => ({ expected_version: 1 }),
    status: promptChange,
  },
  // An admin's copy goes to the shared library, a tutor's to their own.
  'POST /api/v1/prompts/:promptId/copy': {
    status: (caller) => (caller === 'tutor of nobody' ? 404 : 201),
  },
  'POST /api/v1/lessons/generate': { status: 201, body: () => ({ skill_id: 'two-step-equation' }) },
  // The skill is chosen from the student's mastery: nothing in the body is required.
  'POST /api/v1/lessons/generate/adaptive': { status: 201 },
  // Only the lesson's own student rates it; "shared" names no lesson.
  'POST /api/v1/lessons/feedback': {
    targets: ["the student's", 'missing', 'too large', 'empty body'],
    body: (r) => ({ lesson_id: r.lesson, rating: 4 }),
  },
  'GET /api/v1/lessons': ofStudent,
  'GET /api/v1/lessons/effectiveness': ofStudent,
};

/** The request of a route for a target, and which refs it names; null when it needs one the target lacks. */
function requestOf(route: Route, target: Target, ids: Ids, self: TestUser) {
  const used = new Set<keyof Refs>();
  const refs = new Proxy(refsOf(target, ids), {
    get(all, name: keyof Refs) {
      used.add(name);
      return all[name];
    },
  });
  const segments = route.url.split('/');
  const path = segments.map((segment, index) => {
    if (!segment.startsWith(':') && segment !== '*') return segment;
    const name = `${segments[index - 1]}/${segment}`;
    const fill = PATH_PARAMETERS[name];
    if (!fill)
      throw new Error(
        `${keyOf(route)}: no fixture for the path parameter "${name}"; add one to PATH_PARAMETERS`,
      );
    const value = fill(refs);
    return value === undefined ? undefined : encodeURIComponent(String(value));
  });
  if (path.includes(undefined)) return null;
  const example = EXAMPLES[keyOf(route)];
  const query = Object.entries(example?.query?.(refs) ?? {}).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : [[name, String(value)]],
  );
  const search = new URLSearchParams(query).toString();
  const payload =
    route.method === 'GET' ? undefined : target === 'empty body' ? {} : (example?.body?.(refs, self) ?? {});
  return { url: path.join('/') + (search ? `?${search}` : ''), payload, used };
}

/** The targets a route is called with: beyond "shared", those its request can name. */
function targetsOf(route: Route): Target[] {
  const ids = {
    task: 1,
    privateTask: 2,
    attempt: 3,
    student: 4,
    tutor: 5,
    notification: 6,
    assignment: 7,
    assignmentTask: 8,
    account: 9,
    prompt: 10,
    lesson: 11,
  };
  const nobody: TestUser = { id: 4, email: 'x@example.com', username: 'x', password: 'x', role: 'student' };
  const applies: Record<Target, (used: Set<keyof Refs>) => boolean> = {
    shared: () => true,
    "the student's": (used) => OWNED.some((name) => used.has(name)),
    missing: (used) =>
      used.has('task') ||
      used.has('attempt') ||
      used.has('notification') ||
      used.has('assignment') ||
      used.has('lesson'),
    'too large': (used) => used.size > 0,
    'empty body': () => EXAMPLES[keyOf(route)]?.body !== undefined,
  };
  const only = EXAMPLES[keyOf(route)]?.targets;
  return TARGETS.filter((target) => {
    if (only && !only.includes(target)) return false;
    const request = requestOf(route, target, ids, nobody);
    return request !== null && applies[target](request.used);
  });
}

type Expectation = { status: number[]; code?: ErrorCode[] };

const VALIDATION_CODES = [
  ErrorCode.VALIDATION_FAILED,
  ErrorCode.REQUIRED_FIELD,
  ErrorCode.INVALID_FORMAT,
  ErrorCode.VALIDATION,
  ErrorCode.INVALID_LENGTH,
  ErrorCode.INVALID_TYPE,
  ErrorCode.OUT_OF_RANGE,
];

function expectationOf(route: Route, caller: Caller, target: Target, used: Set<keyof Refs>): Expectation {
  const access = accessOf(route);
  const role = ROLE_OF[caller];
  if (access.roles !== 'everyone') {
    if (!role) return { status: [401], code: [access.anonymousCode ?? ErrorCode.AUTH_MISSING] };
    if (Array.isArray(access.roles) && !access.roles.includes(role)) {
      // Fastify validates a request before the role guard runs: an id no database stores, or a body
      // without its fields, is refused first (the schema is public in the OpenAPI document anyway).
      if (target === 'too large') return { status: [400], code: [ErrorCode.OUT_OF_RANGE] };
      if (target === 'empty body') return { status: [400], code: VALIDATION_CODES };
      return { status: [403], code: [ErrorCode.INSUFFICIENT_PERMISSIONS] };
    }
  }
  if (target === 'missing') return { status: [404], code: [ErrorCode.NOT_FOUND] };
  if (target === 'too large') {
    return { status: [400, 404], code: [ErrorCode.OUT_OF_RANGE, ErrorCode.NOT_FOUND] };
  }
  if (target === 'empty body') return { status: [400], code: VALIDATION_CODES };
  if (target === "the student's") {
    // A tutor sees a linked student's data when the call names the student (or their attempt, the
    // assignment the tutor set them, or their lesson).
    const named = used.has('student') || used.has('attempt') || used.has('assignment') || used.has('lesson');
    const sees =
      caller === 'student' || (!access.ownerOnly && (caller === 'admin' || (caller === 'tutor' && named)));
    if (!sees) return { status: [403, 404], code: [ErrorCode.INSUFFICIENT_PERMISSIONS, ErrorCode.NOT_FOUND] };
  }
  const example = EXAMPLES[keyOf(route)];
  const status = typeof example?.status === 'function' ? example.status(caller) : example?.status;
  return { status: example ? [status ?? 200] : route.method === 'GET' ? [200] : [200, 400] };
}

/** The routes the matrix calls: the API, health and version; HEAD answers as GET does. */
function callable(table: readonly Route[]): Route[] {
  const keys = new Set(
    table
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => r.url.startsWith('/api/') || r.url === '/health' || r.url === '/version.json')
      .map(keyOf),
  );
  return [...keys].map((key) => {
    const [method = '', url = ''] = key.split(' ');
    return { method, url };
  });
}

// The route table of an app built the same way as the one under test (checked below), read before the
// suite is defined so that each route is a test of its own.
const ROUTES = await (async () => {
  const context = await createTestContext('sqlite');
  try {
    return callable(context.app.routeTable);
  } finally {
    await context.dispose();
  }
})();

/** A signed-in agent made without the login route, so setting up never meets its rate limit. */
async function agentOf(ctx: TestContext, user: TestUser | null): Promise<TestAgent> {
  const agent = new TestAgent(ctx.app);
  // Anonymous callers echo a CSRF token too, so their mutating calls reach the session check.
  agent.cookies.set(COOKIE_NAMES.csrf, randomBytes(16).toString('hex'));
  if (!user) return agent;
  const { token, refreshToken } = await ctx.app.services.auth.login(
    user.email,
    user.password,
    'route-matrix',
  );
  agent.cookies.set(COOKIE_NAMES.session, token);
  agent.cookies.set(COOKIE_NAMES.refresh, refreshToken);
  return agent;
}

function expectEnvelope(
  ctx: TestContext,
  response: Awaited<ReturnType<TestAgent['request']>>,
  where: string,
): void {
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const answer = body(response);
  expect(Object.keys(answer).sort(), where).toEqual(['data', 'errors', 'meta']);
  expect(answer.meta.timestamp, where).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  expect(answer.meta.version, where).toBe(ctx.config.version);
  expect(answer.meta.request_id, where).toBe(response.headers['x-request-id']);
  expect(Array.isArray(answer.errors), where).toBe(true);
  if (response.statusCode < 400) {
    expect(answer.errors, where).toEqual([]);
    expect(answer.data, where).not.toBeUndefined();
    return;
  }
  expect(answer.data, where).toBeNull();
  expect(answer.errors.length, where).toBeGreaterThan(0);
  for (const error of answer.errors) {
    expect(ALL_ERROR_CODES, where).toContain(error.code);
    expect(typeof error.message === 'string' && error.message.length > 0, where).toBe(true);
  }
  // The status is the one the catalogue gives one of the codes.
  const statuses = answer.errors.map((e) => HTTP_STATUS_BY_CODE[e.code as ErrorCode]);
  expect(statuses, where).toContain(response.statusCode);
}

describeEachDatabase('every registered route, every caller', (ctx) => {
  const users = {} as Record<Caller, TestUser>;
  const agents = {} as Record<Caller, TestAgent>;
  let ids: Ids;

  beforeAll(async () => {
    const { db } = ctx().database;
    await seedTestBank(ctx());
    for (const caller of CALLERS) {
      // The anonymous caller's own account exists but is never signed in (login, forgot-password).
      users[caller] = await buildUser(ctx(), { role: ROLE_OF[caller] ?? 'student' });
      agents[caller] = await agentOf(ctx(), ROLE_OF[caller] ? users[caller] : null);
    }
    const student = { id: users.student.id, role: 'student' as const };
    await createTutorRepository(db).link(users.tutor.id, student.id, new Date().toISOString());
    const task = await db
      .selectFrom('tasks')
      .select('id')
      .where('visibility', '=', 'public')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const privateTask = await createTasksService(db).generate(student, 'lt', {
      topic: 'LEQ',
      difficulty: 'easy',
      interests: [],
    });
    const { answer_correct } = await storedAnswer(ctx(), privateTask.id);
    const attempt = await createAttemptsService(db).submit(
      student,
      'lt',
      { answer: answer_correct, input_format: 'text' },
      privateTask.id,
    );
    if (attempt.attempt_id === null) throw new Error('the fixture answer did not count as an attempt');
    await ctx().app.services.notifications.notify(student.id, {
      kind: 'link_ended',
      otherName: 'Matrix',
      endedBy: 'admin',
    });
    const notification = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    const [assignment] = await createAssignmentsService({
      db,
      log: ctx().app.log,
      clock: systemClock,
    }).create(
      users.tutor.id,
      ZAssignmentCreate.parse({
        student_ids: [student.id],
        title: 'Matrix',
        due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        task_ids: [task.id],
      }),
    );
    if (!assignment) throw new Error('the fixture assignment was not created');
    const lesson = await agents.student.post('/api/v1/lessons/generate', { skill_id: 'two-step-equation' });
    if (lesson.statusCode !== 201) throw new Error(`the fixture lesson was not created: ${lesson.body}`);
    ids = {
      account: (await buildUser(ctx(), { role: 'student' })).id,
      prompt: await newPrompt(),
      assignment: assignment.id,
      assignmentTask: task.id,
      notification: notification.id,
      task: task.id,
      privateTask: privateTask.id,
      attempt: attempt.attempt_id,
      student: student.id,
      tutor: users.tutor.id,
      lesson: body<{ id: number }>(lesson).data.id,
    };
  });

  /** A prompt of the tutor's own, made through the API. */
  async function newPrompt(): Promise<number> {
    const response = await agents.tutor.post('/api/v1/prompts', { ...PROMPT, name: 'Matrix fixture' });
    if (response.statusCode !== 201) throw new Error(`the fixture prompt was not created: ${response.body}`);
    return body<{ id: number }>(response).data.id;
  }

  it('calls exactly the routes the app under test registered', () => {
    expect(callable(ctx().app.routeTable)).toEqual(ROUTES);
    expect(ROUTES.length).toBeGreaterThan(40);
  });

  describe.each(ROUTES.map((route) => [keyOf(route), route] as const))('%s', (_, route) => {
    let targets: Target[];
    try {
      targets = targetsOf(route);
    } catch (error) {
      it('has a fixture for each path parameter', () => {
        throw error;
      });
      return;
    }
    const cells = targets.flatMap((target) =>
      CALLERS_OF[target].map((caller) => [`${target}, as ${caller}`, target, caller] as const),
    );
    it.each(cells)('%s', async (_, target, caller) => {
      const example = EXAMPLES[keyOf(route)];
      let self = users[caller];
      let agent = agents[caller];
      if (example?.ownSession) {
        self = await buildUser(ctx(), { role: ROLE_OF[caller] ?? 'student' });
        agent = await agentOf(ctx(), ROLE_OF[caller] ? self : null);
      }
      let callIds = ids;
      if (example?.freshAccount) callIds = { ...callIds, account: (await buildUser(ctx())).id };
      if (example?.freshPrompt) callIds = { ...callIds, prompt: await newPrompt() };
      const request = requestOf(route, target, callIds, self);
      if (!request) throw new Error(`${keyOf(route)} cannot be called for ${target}`);
      const stream = accessOf(route).stream === true;
      const response = await agent.request({
        method: route.method as HTTPMethods,
        url: request.url,
        ...(request.payload ? { payload: request.payload } : {}),
        ...(stream ? { payloadAsStream: true } : {}),
      });
      if (stream) {
        const where = `${caller} → ${route.method} ${request.url} answered ${response.statusCode}`;
        expect(expectationOf(route, caller, target, request.used).status, where).toContain(
          response.statusCode,
        );
        const isEvents = String(response.headers['content-type']).startsWith('text/event-stream');
        expect(isEvents, where).toBe(response.statusCode === 200);
        response.stream().destroy();
        return;
      }
      const where = `${caller} → ${route.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode === 429)
        throw new Error(`rate limited, a setup problem of this test: ${where}`);
      if ((example?.endsLink || example?.cancelsAssignment) && response.statusCode === 200) {
        // Ending the link cancels the tutor's assignments for the student too (features/links).
        const { db } = ctx().database;
        await createTutorRepository(db).link(ids.tutor, ids.student, new Date().toISOString());
        await db
          .updateTable('assignments')
          .set({ cancelled_at: null })
          .where('id', '=', ids.assignment)
          .execute();
      }
      const expected = expectationOf(route, caller, target, request.used);
      expect(expected.status, where).toContain(response.statusCode);
      if (accessOf(route).envelope === false) return;
      expectEnvelope(ctx(), response, where);
      if (expected.code) expect(expected.code, where).toContain(body(response).errors[0]?.code);
    });
  });

  it.each(['GET', 'POST'] as const)('answers an unknown /api path (%s) with a coded 404', async (method) => {
    const response = await agents.student.request({ method, url: '/api/v1/no-such-route', payload: {} });
    expect(response.statusCode).toBe(404);
    expectEnvelope(ctx(), response, response.body);
    expect(body(response).errors[0]?.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('the route matrix', () => {
  // Issue 9: every task route answered an admin with 500 on SQLite.
  const ADMIN_TASK_ROUTES = [
    'GET /api/v1/tasks',
    'GET /api/v1/search/tasks',
    'GET /api/v1/tasks/by-component',
    'GET /api/v1/tasks/recommended',
    'GET /api/v1/tasks/:id',
    'GET /api/v1/tasks/:id/similar',
    'POST /api/v1/tasks/generate',
    'POST /api/v1/generate-task',
    'POST /api/v1/tasks/:id/submit',
    'POST /api/v1/answers/check-answer',
    'POST /api/v1/check-answer',
    'POST /api/v1/tasks/answer',
    'POST /api/v1/answers/check-enhanced',
    'POST /api/v1/help/hint',
    'POST /api/v1/help/progressive',
    'POST /api/v1/help/minimal',
    'POST /api/v1/help/generate',
    'POST /api/v1/help/explanation',
    'GET /api/v1/tasks/:id/attempts',
    'GET /api/v1/tasks/:id/history',
    'GET /api/v1/tasks/history',
    'GET /api/v1/tasks/completed',
  ];

  it('expects an admin to succeed on every task route, with shared and with private tasks', () => {
    for (const key of ADMIN_TASK_ROUTES) {
      const route = ROUTES.find((r) => keyOf(r) === key);
      expect(route, key).toBeDefined();
      if (!route) continue;
      const targets = targetsOf(route).filter((t) => t === 'shared' || t === "the student's");
      expect(targets, key).toContain('shared');
      for (const target of targets) {
        const { status } = expectationOf(route, 'admin', target, new Set());
        const created = key.endsWith('/tasks/generate') || key.endsWith('/generate-task');
        expect(status, `${key} (${target})`).toEqual([created ? 201 : 200]);
      }
    }
  });
});
