import { randomBytes } from 'node:crypto';
import type { Role } from '@taskas/contracts';
import type { AuthService } from '../../features/auth/auth.service.ts';
import { createTutorRepository } from '../../features/tutor/tutor.repository.ts';
import type { AppDatabase } from '../database.ts';

export type SeededAccount = { role: Role; email: string; password: string; name: string };

type DemoPerson = {
  role: Role;
  username: string;
  email: string;
  first: string;
  last: string;
  language: 'lt' | 'en';
};

/** Reused by first-start seeding and by tests: one admin, one tutor and three students of that tutor. */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    role: 'admin',
    username: 'admin',
    email: 'admin@demo.taskas.lt',
    first: 'Rasa',
    last: 'Vaitkienė',
    language: 'lt',
  },
  {
    role: 'tutor',
    username: 'jonas.tutor',
    email: 'tutor@demo.taskas.lt',
    first: 'Jonas',
    last: 'Petraitis',
    language: 'lt',
  },
  {
    role: 'student',
    username: 'egle',
    email: 'egle@demo.taskas.lt',
    first: 'Eglė',
    last: 'Kazlauskaitė',
    language: 'lt',
  },
  {
    role: 'student',
    username: 'lukas',
    email: 'lukas@demo.taskas.lt',
    first: 'Lukas',
    last: 'Jankauskas',
    language: 'lt',
  },
  {
    role: 'student',
    username: 'mia',
    email: 'mia@demo.taskas.lt',
    first: 'Mia',
    last: 'Brown',
    language: 'en',
  },
];

/** A random, memorable-enough password that is never on the common-password list. */
function demoPassword(): string {
  return `Demo-${randomBytes(6).toString('base64url')}`;
}

export async function seedDemoAccounts(database: AppDatabase, auth: AuthService): Promise<SeededAccount[]> {
  const accounts: SeededAccount[] = [];
  const ids = new Map<Role, number[]>();
  for (const person of DEMO_PEOPLE) {
    const password = demoPassword();
    const user = await auth.createUser({
      username: person.username,
      email: person.email,
      password,
      firstName: person.first,
      lastName: person.last,
      role: person.role,
      language: person.language,
    });
    ids.set(person.role, [...(ids.get(person.role) ?? []), user.id]);
    accounts.push({
      role: person.role,
      email: person.email,
      password,
      name: `${person.first} ${person.last}`,
    });
  }
  const tutorId = ids.get('tutor')?.[0];
  const tutors = createTutorRepository(database.db);
  const at = new Date().toISOString();
  for (const studentId of ids.get('student') ?? []) {
    if (tutorId !== undefined) await tutors.link(tutorId, studentId, at);
  }
  return accounts;
}

/** `ADMIN_EMAIL` / `ADMIN_PASSWORD`: that admin is created when no account has the e-mail yet. */
export async function ensureConfiguredAdmin(
  auth: AuthService,
  users: { findByEmail(email: string): Promise<unknown>; findByUsername(name: string): Promise<unknown> },
  admin: { email: string; password: string },
): Promise<boolean> {
  if (await users.findByEmail(admin.email)) return false;
  const base =
    (admin.email.split('@')[0] ?? 'admin').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 24) || 'admin';
  let username = base.length >= 3 ? base : `${base}-admin`;
  for (let n = 2; await users.findByUsername(username); n += 1) username = `${base}-${n}`;
  await auth.createUser({
    username,
    email: admin.email,
    password: admin.password,
    firstName: 'Admin',
    lastName: 'Taškas',
    role: 'admin',
    language: 'lt',
  });
  return true;
}
