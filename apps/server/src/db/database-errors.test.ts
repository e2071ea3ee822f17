import { describe, expect, it } from 'vitest';
import { databaseProblemOf, describeDatabaseProblem, isDatabaseUnavailable } from './database-errors.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database-unavailable errors', () => {
  it('names what the drivers and pools report when the database is away, slow or full', () => {
    expect(databaseProblemOf(coded('ECONNREFUSED'))).toBe('refused');
    expect(databaseProblemOf(new AggregateError([coded('ECONNREFUSED')], 'connect'))).toBe('refused');
    expect(databaseProblemOf(coded('ECONNRESET'))).toBe('lost');
    expect(databaseProblemOf(new Error('Connection terminated unexpectedly'))).toBe('lost');
    expect(databaseProblemOf(new Error('Connection terminated due to connection timeout'))).toBe('timeout');
    expect(databaseProblemOf(new Error('Query read timeout'))).toBe('timeout');
    expect(databaseProblemOf(coded('57014', 'canceling statement due to statement timeout'))).toBe('timeout');
    expect(databaseProblemOf(new Error('timeout exceeded when trying to connect'))).toBe('busy');
    expect(databaseProblemOf(coded('53300', 'sorry, too many clients already'))).toBe('busy');
    expect(databaseProblemOf(coded('57P01', 'terminating connection due to administrator command'))).toBe(
      'lost',
    );
    expect(databaseProblemOf(coded('08006'))).toBe('lost');
    expect(databaseProblemOf(coded('SQLITE_BUSY', 'database is locked'))).toBe('busy');
    expect(databaseProblemOf(new Error('wrapped', { cause: coded('ECONNREFUSED') }))).toBe('refused');
  });

  it('leaves our own faults and data errors alone', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(coded('42P01', 'relation "tasks" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('describes a problem in a fixed text', () => {
    expect(describeDatabaseProblem('refused')).toBe('the database refused the connection');
    expect(describeDatabaseProblem(null)).toBe('the database query failed');
  });
});
