import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase } from '../db/database.ts';
import { databaseIdentity } from '../db/deployment-key.ts';
import { buildUser, createTestContext, TestAgent } from './support.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const isCi = process.env.CI === 'true';

describe('which instances make one deployment', () => {
  it('is the database they use, however each instance writes its URL', () => {
    const same = [
      'postgres://taskas:secret@db.example.lt:5432/taskas?application_name=taskas-1',
      'postgresql://taskas:rotated@DB.example.lt/taskas?application_name=taskas-2&sslmode=require',
    ].map((url) => databaseIdentity(url, undefined));
    expect(same[0]).toBe(same[1]);
    const apart = [
      'postgres://taskas@db.example.lt/taskas',
      'postgres://taskas@db.example.lt/taskas_staging',
      'postgres://taskas@db.example.lt:5433/taskas',
      'postgres://taskas@db.example.lt/taskas?options=-c%20search_path%3Dstaging',
    ].map((url) => databaseIdentity(url, undefined));
    expect(new Set(apart).size).toBe(apart.length);
    expect(databaseIdentity('postgres://db/taskas', 'a')).not.toBe(
      databaseIdentity('postgres://db/taskas', 'b'),
    );
  });
});

describe.runIf(Boolean(redisUrl) || isCi)('deployments sharing one Redis', () => {
  const disposers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposers.reverse()) await dispose();
  });

  it("keep apart the limits of users who share an e-mail or an id, while one deployment's instances share them", async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set, but CI=true requires the Redis tests');
    const env = { REDIS_URL: redisUrl, LOGIN_FAILURES_PER_ACCOUNT: '2' };
    const school = await createTestContext('sqlite', env);
    disposers.push(() => school.dispose());
    const staging = await createTestContext('sqlite', env);
    disposers.push(() => staging.dispose());
    // The school's second server, on the same database.
    const twinDatabase = createDatabase(school.config.databaseUrl);
    const twin = await buildApp({ config: school.config, database: twinDatabase, logger: false });
    disposers.push(async () => {
      await twin.close();
      await twinDatabase.close();
    });

    const email = `same.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Kalnas-pavasaris-7';
    await buildUser(school, { email, password });
    await buildUser(staging, { email, password });
    const login = (app: typeof twin, given: string) =>
      new TestAgent(app).post('/api/users/login', { email, password: given });

    // Someone guesses on the staging copy until its account is locked…
    expect((await login(staging.app, 'wrong-1')).statusCode).toBe(401);
    expect((await login(staging.app, 'wrong-2')).statusCode).toBe(401);
    expect((await login(staging.app, password)).statusCode).toBe(429);
    // …which locks nobody out of the school's deployment.
    expect((await login(school.app, password)).statusCode).toBe(200);

    // Guesses through the school's second server count on the first.
    expect((await login(twin, 'wrong-1')).statusCode).toBe(401);
    expect((await login(twin, 'wrong-2')).statusCode).toBe(401);
    expect((await login(school.app, password)).statusCode).toBe(429);
  });
});
