import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Timestamps are ISO-8601 UTC strings (`Date#toISOString`) on both SQLite and PostgreSQL, so the same
 * queries and comparisons work on both dialects (see docs/decisions/002-one-schema-two-databases.md).
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'student' | 'tutor' | 'admin';
  preferred_language: 'lt' | 'en';
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  refresh_hash: string;
  created_at: string;
  last_activity_at: string;
  refresh_expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: string;
}

export interface TutorStudentsTable {
  tutor_id: number;
  student_id: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_outbox: EmailOutboxTable;
  tutor_students: TutorStudentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
