import { CSV_IMPORT_MAX_ROWS, type TCsvImportPreview, type TCsvImportResult } from '@taskas/contracts';
import { describe, expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs } from '../../test/support.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { auditOf, outboxFor, refusal } from './accounts-test-kit.ts';
import { readClassList } from './csv-import.ts';

describe('reading a class list', () => {
  it('reads a Lithuanian Excel file: BOM, semicolons, a header with diacritics in any case', () => {
    const { rows, fileProblem } = readClassList(
      '\uFEFFVARDAS;Pavardė;El. paštas;Mokytojo el. paštas\r\n' +
        'Ona; Onaitė ;ona@example.com;\r\n' +
        '\r\n' +
        '"Jonas; jaunesnysis";Jonaitis;jonas@example.com;rasa@example.com\r\n' +
        ';;;\r\n',
    );
    expect(fileProblem).toBeNull();
    expect(rows).toEqual([
      {
        line: 2,
        first_name: 'Ona',
        last_name: 'Onaitė',
        email: 'ona@example.com',
        tutor_email: null,
        tooManyColumns: false,
      },
      {
        line: 4,
        first_name: 'Jonas; jaunesnysis',
        last_name: 'Jonaitis',
        email: 'jonas@example.com',
        tutor_email: 'rasa@example.com',
        tooManyColumns: false,
      },
    ]);
  });

  it('reads English headers in another order and ignores columns it does not know', () => {
    const { rows } = readClassList('email,Class,last_name,First Name\nann@example.com,7b,Smith,Ann\n');
    expect(rows[0]).toMatchObject({ first_name: 'Ann', last_name: 'Smith', email: 'ann@example.com' });
  });

  it('takes a file without a header as first name, last name, e-mail, tutor e-mail', () => {
    const { rows, fileProblem } = readClassList(
      'Ona,Onaitė,ona@example.com\nJonas,Jonaitis,jonas@example.com,a,b\n',
    );
    expect(fileProblem).toBeNull();
    expect(rows.map((r) => [r.line, r.first_name, r.tooManyColumns])).toEqual([
      [1, 'Ona', false],
      [2, 'Jonas', true],
    ]);
  });

  it('names what is wrong with a whole file', () => {
    expect(readClassList('\n\n').fileProblem).toBe('empty');
    expect(readClassList('Vardas;Pavardė;El. paštas\n').fileProblem).toBe('empty');
    expect(readClassList('Vardas;Pavardė\nOna;Onaitė\n').fileProblem).toBe('columns_missing');
    expect(readClassList('Ona,Onaitė,ne e-paštas\n').fileProblem).toBe('columns_missing');
    expect(readClassList('Vardas,Pavardė,El. paštas\n"Ona,Onaitė,ona@example.com\n').fileProblem).toBe(
      'unreadable',
    );
    const many = Array.from({ length: CSV_IMPORT_MAX_ROWS + 1 }, (_, i) => `A,B,s${i}@example.com`).join(
      '\n',
    );
    expect(readClassList(many).fileProblem).toBe('too_many_rows');
    expect(readClassList(many.split('\n').slice(1).join('\n')).fileProblem).toBeNull();
  });
});

describeEachDatabase('importing a class list', (ctx) => {
  const tag = () => Date.now().toString(36);

  it('previews every row with its problems and imports nothing while any is left', async () => {
    const admin = await buildUser(ctx(), { role: 'admin' });
    const agent = await loginAs(ctx(), admin);
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    const student = await buildUser(ctx());
    const t = tag();
    const csv = [
      'Vardas;Pavardė;El. paštas;Mokytojo el. paštas',
      `Ona;Onaitė;ona.${t}@example.com;${tutor.email.toUpperCase()}`,
      `;Jonaitis;jonas.${t}@example.com;`,
      `Petras;${'P'.repeat(51)};ne-e-pastas;`,
      `Ieva;Ievaitė;${student.email};`,
      `Ona;Kita;ONA.${t}@example.com;`,
      `Rūta;Rūtaitė;ruta.${t}@example.com;${student.email}`,
      `Eglė;Eglaitė;egle.${t}@example.com;ne-e-pastas`,
      `Tomas;;;`,
    ].join('\n');
    const response = await agent.post('/api/v1/admin/users/import/preview', { csv });
    expect(response.statusCode, response.body).toBe(200);
    const preview = body<TCsvImportPreview>(response).data;
    expect(preview).toMatchObject({ valid: 1, invalid: 7, file_problem: null });
    expect(preview.rows.map((r) => [r.line, r.problems.map((p) => p.problem)])).toEqual([
      [2, []],
      [3, ['first_name_missing']],
      [4, ['last_name_too_long', 'email_invalid']],
      [5, ['email_taken']],
      [6, ['email_repeated']],
      [7, ['tutor_not_found']],
      [8, ['tutor_email_invalid']],
      [9, ['last_name_missing', 'email_missing']],
    ]);
    expect(preview.rows[0]?.problems).toEqual([]);
    expect(preview.rows[3]?.problems).toEqual([{ field: 'email', problem: 'email_taken' }]);

    const before = await ctx().database.db.selectFrom('users').select('id').execute();
    const refused = await agent.post('/api/v1/admin/users/import', { csv });
    expect(refusal(refused)).toMatchObject({ status: 422, code: 'E2001' });
    const details = body(refused).errors[0]?.details as { preview: TCsvImportPreview };
    expect(details.preview.invalid).toBe(7);
    expect(await ctx().database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    expect(await outboxFor(ctx(), `ona.${t}@example.com`)).toEqual([]);

    const tooMany = Array.from({ length: CSV_IMPORT_MAX_ROWS + 1 }, (_, i) => `A,B,x${i}.${t}@example.com`);
    const big = await agent.post('/api/v1/admin/users/import/preview', { csv: tooMany.join('\n') });
    expect(body<TCsvImportPreview>(big).data).toMatchObject({ file_problem: 'too_many_rows', rows: [] });
  });

  it('creates every account invited, linked to its tutor, in one go, and mails the invitations', async () => {
    const admin = await buildUser(ctx(), { role: 'admin' });
    const agent = await loginAs(ctx(), admin);
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    const t = tag();
    const emails = [`ona.${t}@example.com`, `jonas.${t}@example.com`, `ieva.${t}@example.com`];
    const csv = [
      'first name,last name,e-mail,tutor e-mail',
      `Ona,Onaitė,${emails[0]},${tutor.email}`,
      `Jonas,Jonaitis,${emails[1]},${tutor.email}`,
      `Ieva,Ievaitė,${emails[2]},`,
    ].join('\r\n');
    const response = await agent.post('/api/v1/admin/users/import', { csv, language: 'en' });
    expect(response.statusCode, response.body).toBe(201);
    const result = body<TCsvImportResult>(response).data;
    expect(result.links).toBe(2);
    expect(result.created.map((u) => [u.email, u.role, u.status, u.preferred_language])).toEqual(
      emails.map((email) => [email, 'student', 'invited', 'en']),
    );
    expect(result.created.map((u) => u.username)).toEqual([`ona.${t}`, `jonas.${t}`, `ieva.${t}`]);

    const students = await createTutorRepository(ctx().database.db).listStudents(tutor.id);
    expect(students.map((s) => s.email).sort()).toEqual([emails[0], emails[1]].sort());
    for (const email of emails) {
      const mails = await outboxFor(ctx(), email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your Taškas account is ready');
      expect(mails[0]?.body_text).toMatch(/\/accept-invitation\?token=[\w-]+/);
    }
    const [ona] = result.created;
    expect(await auditOf(ctx(), 'account.imported', ona?.id)).toMatchObject([
      { actor_id: admin.id, details: { line: 2 } },
    ]);
    expect(await auditOf(ctx(), 'link.created', ona?.id)).toMatchObject([
      { details: { tutor_id: tutor.id, student_id: ona?.id } },
    ]);

    // The same list again: every e-mail is taken now.
    const again = await agent.post('/api/v1/admin/users/import/preview', { csv });
    expect(body<TCsvImportPreview>(again).data).toMatchObject({ valid: 0, invalid: 3 });
  });
});
