import { envelopeOf, ZAnswerCheckResult, ZTask, ZTaskSummary } from '@taskas/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedTestBank } from '../features/tasks/test-bank.ts';
import { body, buildUser, describeEachDatabase, loginAs, type TestAgent } from '../test/support.ts';
import { decodesLikeEncode, responseSerializerCompiler } from './response-serializer.ts';

const ZTaskList = envelopeOf(z.array(z.union([ZTask, ZTaskSummary])));

/** Both compilers for one schema, as Fastify would call them. */
function serializers(schema: z.ZodType) {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return { ours: responseSerializerCompiler(route), theirs: serializerCompiler(route) };
}

describe('the response serializer', () => {
  it('drops keys the schema does not list and refuses a response that breaks it', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    const schema = { response: { 200: z.object({ id: z.number().int(), name: z.string() }) } };
    app.get('/leaky', { schema }, async () => ({ id: 1, name: 'Ona', password_hash: 'secret' }));
    app.get('/broken', { schema }, async () => ({ id: 'one', name: 'Ona' }) as never);
    const leaky = await app.inject('/leaky');
    expect(leaky.statusCode).toBe(200);
    expect(leaky.body).toBe('{"id":1,"name":"Ona"}');
    expect((await app.inject('/broken')).statusCode).toBe(500);
    await app.close();
  });

  it('encodes, as the type provider does, where decoding would differ', () => {
    expect(decodesLikeEncode(ZTaskList)).toBe(true);
    expect(decodesLikeEncode(envelopeOf(ZAnswerCheckResult))).toBe(true);
    expect(decodesLikeEncode(z.object({ at: z.string().default('now') }))).toBe(false);
    expect(decodesLikeEncode(z.object({ n: z.string().transform(Number) }))).toBe(false);
    const { ours, theirs } = serializers(z.object({ at: z.string().default('now'), n: z.number() }));
    // Encoding does not fill defaults in, so a missing value is an error with either compiler.
    expect(() => theirs({ n: 1 })).toThrow();
    expect(() => ours({ n: 1 })).toThrow();
    expect(ours({ at: 'then', n: 1, extra: 2 })).toBe(theirs({ at: 'then', n: 1, extra: 2 }));
  });
});

describeEachDatabase('responses through the serializer', (ctx) => {
  let student: TestAgent;
  beforeAll(async () => {
    await seedTestBank(ctx());
    student = await loginAs(ctx(), await buildUser(ctx()));
  });

  it('gives a task page byte for byte what the type provider’s serializer gives, extra keys dropped', async () => {
    const page = body<unknown[]>(await student.get('/api/v1/tasks?limit=20'));
    expect(page.data.length).toBeGreaterThan(0);
    const withExtras = {
      ...page,
      internal: true,
      data: page.data.map((task) => ({ ...(task as object), answer_correct: 'leak', search_text: 'x' })),
    };
    const { ours, theirs } = serializers(ZTaskList);
    const serialized = ours(withExtras);
    expect(serialized).toBe(theirs(withExtras));
    expect(serialized).toBe(JSON.stringify(page));
    expect(serialized).not.toContain('answer_correct');
  });
});
