import { describe, expect, it } from 'vitest';
import { headerLinksFor, sidebarLinksFor } from './nav-links';

const ids = (links: { id: string }[]) => links.map((link) => link.id);

describe('navigation by role', () => {
  it('header: tutor dashboard for tutors, admin dashboard for admins, lessons or their effect, scoreboard for all', () => {
    expect(ids(headerLinksFor('student'))).toEqual(['tasks', 'lessons', 'scoreboard', 'profile']);
    expect(ids(headerLinksFor('tutor'))).toEqual([
      'tutorDashboard',
      'tasks',
      'lessonEffectiveness',
      'scoreboard',
      'profile',
    ]);
    expect(ids(headerLinksFor('admin'))).toEqual([
      'adminDashboard',
      'tasks',
      'lessonEffectiveness',
      'scoreboard',
      'profile',
    ]);
  });

  it('sidebar: the prompt library is hidden from students; lessons for students, their effect for the rest', () => {
    expect(ids(sidebarLinksFor('student'))).toEqual(['home', 'tasks', 'lessons', 'scoreboard', 'profile']);
    expect(ids(sidebarLinksFor('tutor'))).toEqual([
      'home',
      'tasks',
      'lessonEffectiveness',
      'scoreboard',
      'prompts',
      'profile',
    ]);
    expect(ids(sidebarLinksFor('admin'))).toEqual([
      'home',
      'tasks',
      'lessonEffectiveness',
      'scoreboard',
      'prompts',
      'profile',
    ]);
  });

  it('links point at the routes of the table', () => {
    expect(sidebarLinksFor('tutor').find((link) => link.id === 'prompts')?.to).toBe('/prompts');
    expect(headerLinksFor('student').find((link) => link.id === 'lessons')?.to).toBe('/lessons');
    expect(headerLinksFor('admin').find((link) => link.id === 'lessonEffectiveness')?.to).toBe(
      '/lessons/effectiveness',
    );
    expect(headerLinksFor('tutor')[0]?.to).toBe('/tutor/dashboard');
  });
});
