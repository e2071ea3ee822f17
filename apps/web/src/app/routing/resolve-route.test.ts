import { describe, expect, it } from 'vitest';
import { homePathFor, resolveRoute, safeReturnUrl, type TRouteDecision } from './resolve-route';

const student = { role: 'student' };
const tutor = { role: 'tutor' };
const admin = { role: 'admin' };

const page = (name: string) => expect.objectContaining({ kind: 'page', page: name });
const forbidden = (name: string) => expect.objectContaining({ kind: 'forbidden', page: name });
const redirect = (to: string): TRouteDecision => ({ kind: 'redirect', to });
const toLogin = (from: string) => redirect(`/login?returnUrl=${encodeURIComponent(from)}`);

// One row per line of the spec's route table (§2), with what each kind of visitor gets.
const TABLE: Array<[path: string, anonymous: unknown, student: unknown, tutor: unknown, admin: unknown]> = [
  [
    '/',
    redirect('/login'),
    redirect('/student-dashboard'),
    redirect('/tutor/dashboard'),
    redirect('/admin-dashboard'),
  ],
  [
    '/login',
    page('login'),
    redirect('/student-dashboard'),
    redirect('/tutor/dashboard'),
    redirect('/admin-dashboard'),
  ],
  [
    '/register',
    page('register'),
    redirect('/student-dashboard'),
    redirect('/tutor/dashboard'),
    redirect('/admin-dashboard'),
  ],
  [
    '/forgot-password',
    page('forgotPassword'),
    redirect('/student-dashboard'),
    redirect('/tutor/dashboard'),
    redirect('/admin-dashboard'),
  ],
  [
    '/reset-password',
    page('resetPassword'),
    page('resetPassword'),
    page('resetPassword'),
    page('resetPassword'),
  ],
  [
    '/accept-invitation',
    page('acceptInvitation'),
    page('acceptInvitation'),
    page('acceptInvitation'),
    page('acceptInvitation'),
  ],
  [
    '/student-dashboard',
    toLogin('/student-dashboard'),
    page('studentDashboard'),
    page('studentDashboard'),
    page('studentDashboard'),
  ],
  ['/scoreboard', toLogin('/scoreboard'), page('scoreboard'), page('scoreboard'), page('scoreboard')],
  [
    '/student/assignments/7',
    toLogin('/student/assignments/7'),
    page('studentAssignment'),
    page('studentAssignment'),
    page('studentAssignment'),
  ],
  [
    '/tutor-dashboard',
    toLogin('/tutor-dashboard'),
    redirect('/tutor/dashboard'),
    redirect('/tutor/dashboard'),
    redirect('/tutor/dashboard'),
  ],
  [
    '/tutor/dashboard',
    toLogin('/tutor/dashboard'),
    forbidden('tutorDashboard'),
    page('tutorDashboard'),
    page('tutorDashboard'),
  ],
  [
    '/tutor/students/3',
    toLogin('/tutor/students/3'),
    forbidden('tutorStudent'),
    page('tutorStudent'),
    page('tutorStudent'),
  ],
  [
    '/tutor/students/3/assign',
    toLogin('/tutor/students/3/assign'),
    forbidden('tutorAssign'),
    page('tutorAssign'),
    page('tutorAssign'),
  ],
  [
    '/admin-dashboard',
    toLogin('/admin-dashboard'),
    forbidden('adminDashboard'),
    forbidden('adminDashboard'),
    page('adminDashboard'),
  ],
  [
    '/admin/tutor-management',
    toLogin('/admin/tutor-management'),
    forbidden('adminTutors'),
    forbidden('adminTutors'),
    page('adminTutors'),
  ],
  [
    '/admin/user-management',
    toLogin('/admin/user-management'),
    forbidden('adminUsers'),
    forbidden('adminUsers'),
    page('adminUsers'),
  ],
  [
    '/admin/audit',
    toLogin('/admin/audit'),
    forbidden('adminAudit'),
    forbidden('adminAudit'),
    page('adminAudit'),
  ],
  ['/tasks', toLogin('/tasks'), page('tasks'), page('tasks'), page('tasks')],
  ['/tasks/42', toLogin('/tasks/42'), page('taskDetail'), page('taskDetail'), page('taskDetail')],
  ['/profile', toLogin('/profile'), page('profile'), page('profile'), page('profile')],
  ['/prompts', toLogin('/prompts'), forbidden('prompts'), page('prompts'), page('prompts')],
  ['/prompts/new', toLogin('/prompts/new'), forbidden('promptNew'), page('promptNew'), page('promptNew')],
  [
    '/prompts/12',
    toLogin('/prompts/12'),
    forbidden('promptDetail'),
    page('promptDetail'),
    page('promptDetail'),
  ],
  ['/prompts/abc', toLogin('/prompts/abc'), page('notFound'), page('notFound'), page('notFound')],
  ['/lessons', toLogin('/lessons'), page('lessons'), page('lessons'), page('lessons')],
  [
    '/lessons/effectiveness',
    toLogin('/lessons/effectiveness'),
    forbidden('lessonEffectiveness'),
    page('lessonEffectiveness'),
    page('lessonEffectiveness'),
  ],
  ['/lessons/5', toLogin('/lessons/5'), page('lessonDetail'), page('lessonDetail'), page('lessonDetail')],
  ['/lessons/abc', toLogin('/lessons/abc'), page('notFound'), page('notFound'), page('notFound')],
  [
    '/join/ABCD2345',
    redirect(`/register?returnUrl=${encodeURIComponent('/join/ABCD2345')}`),
    page('joinTutor'),
    page('joinTutor'),
    page('joinTutor'),
  ],
  ['/no-such-page', toLogin('/no-such-page'), page('notFound'), page('notFound'), page('notFound')],
  ['/tasks/abc', toLogin('/tasks/abc'), page('notFound'), page('notFound'), page('notFound')],
  ['/tutor/students/0', toLogin('/tutor/students/0'), page('notFound'), page('notFound'), page('notFound')],
];

describe('resolveRoute: the route table for every kind of visitor', () => {
  describe.each(TABLE)('%s', (path, anonymous, asStudent, asTutor, asAdmin) => {
    it('anonymous', () => expect(resolveRoute({ pathname: path }, null)).toEqual(anonymous));
    it('student', () => expect(resolveRoute({ pathname: path }, student)).toEqual(asStudent));
    it('tutor', () => expect(resolveRoute({ pathname: path }, tutor)).toEqual(asTutor));
    it('admin', () => expect(resolveRoute({ pathname: path }, admin)).toEqual(asAdmin));
  });
});

describe('resolveRoute: details', () => {
  it('passes the route parameters to the page', () => {
    expect(resolveRoute({ pathname: '/tutor/students/12/assign' }, tutor)).toEqual({
      kind: 'page',
      page: 'tutorAssign',
      params: { studentId: '12' },
    });
  });

  it('remembers the query string of the origin when sending a visitor to log in', () => {
    expect(resolveRoute({ pathname: '/tasks', search: '?difficulty=easy' }, null)).toEqual(
      toLogin('/tasks?difficulty=easy'),
    );
  });

  it('after login, returns to the remembered page instead of the role home', () => {
    const location = { pathname: '/login', search: `?returnUrl=${encodeURIComponent('/tasks/5')}` };
    expect(resolveRoute(location, student)).toEqual(redirect('/tasks/5'));
  });

  it('after registering or logging in through an invite link, returns to it to join the tutor', () => {
    const join = encodeURIComponent('/join/ABCD2345');
    for (const pathname of ['/register', '/login']) {
      expect(resolveRoute({ pathname, search: `?returnUrl=${join}` }, student)).toEqual(
        redirect('/join/ABCD2345'),
      );
    }
  });

  it('ignores a return address that leaves the site or points at a guest page', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/login', '/register?x=1']) {
      const location = { pathname: '/login', search: `?returnUrl=${encodeURIComponent(bad)}` };
      expect(resolveRoute(location, tutor)).toEqual(redirect('/tutor/dashboard'));
    }
  });

  it('treats a trailing slash like the path without it', () => {
    expect(resolveRoute({ pathname: '/tasks/' }, student)).toEqual(page('tasks'));
  });

  it('sends a user with an unknown role to the login page, and lets them stay there', () => {
    const stranger = { role: 'visitor' };
    expect(resolveRoute({ pathname: '/' }, stranger)).toEqual(redirect('/login'));
    expect(resolveRoute({ pathname: '/tasks' }, stranger)).toEqual(redirect('/login'));
    expect(resolveRoute({ pathname: '/login' }, stranger)).toEqual(page('login'));
    expect(homePathFor('visitor')).toBe('/login');
  });

  it('names the roles a forbidden page is for', () => {
    expect(resolveRoute({ pathname: '/admin-dashboard' }, tutor)).toEqual({
      kind: 'forbidden',
      page: 'adminDashboard',
      allowed: ['admin'],
    });
  });
});

describe('safeReturnUrl', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnUrl('/tasks?page=2')).toBe('/tasks?page=2');
  });
  it('refuses empty, external and protocol-relative addresses', () => {
    for (const bad of [null, '', 'tasks', '//x.example', '/\\x.example', 'javascript:alert(1)']) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });
});
