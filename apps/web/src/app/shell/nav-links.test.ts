import { describe, expect, it } from 'vitest';
import { headerLinksFor, sidebarLinksFor } from './nav-links';

const ids = (links: { id: string }[]) => links.map((link) => link.id);

describe('navigation by role', () => {
  it('header: tutor dashboard for tutors, admin dashboard for admins, scoreboard for all three', () => {
    expect(ids(headerLinksFor('student'))).toEqual(['tasks', 'scoreboard', 'profile']);
    expect(ids(headerLinksFor('tutor'))).toEqual(['tutorDashboard', 'tasks', 'scoreboard', 'profile']);
    expect(ids(headerLinksFor('admin'))).toEqual(['adminDashboard', 'tasks', 'scoreboard', 'profile']);
  });

  it('sidebar: the prompt library is hidden from students', () => {
    expect(ids(sidebarLinksFor('student'))).toEqual(['home', 'tasks', 'scoreboard', 'profile']);
    expect(ids(sidebarLinksFor('tutor'))).toEqual(['home', 'tasks', 'scoreboard', 'prompts', 'profile']);
    expect(ids(sidebarLinksFor('admin'))).toEqual(['home', 'tasks', 'scoreboard', 'prompts', 'profile']);
  });

  it('links point at the routes of the table', () => {
    expect(sidebarLinksFor('tutor').find((link) => link.id === 'prompts')?.to).toBe('/prompts');
    expect(headerLinksFor('tutor')[0]?.to).toBe('/tutor/dashboard');
  });
});
