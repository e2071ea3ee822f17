import { expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs } from '../../test/support.ts';

describeEachDatabase('profile and language preference', (ctx) => {
  it('updates names, username and e-mail, and validates each', async () => {
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    const updated = await agent.patch('/api/v1/profile/', {
      first_name: 'Rūta',
      email: 'Ruta.New@Example.com',
    });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).data).toMatchObject({ first_name: 'Rūta', email: 'ruta.new@example.com' });

    const tooLong = await agent.patch('/api/v1/profile/', { last_name: 'L'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).errors[0]).toMatchObject({ field: 'last_name', code: 'E2005' });
    const badEmail = await agent.patch('/api/v1/profile/', { email: 'nope' });
    expect(body(badEmail).errors[0]).toMatchObject({ field: 'email', code: 'E2003' });
    const profile = body<{ last_name: string; email: string }>(await agent.get('/api/v1/profile/')).data;
    expect(profile).toMatchObject({ last_name: 'User', email: 'ruta.new@example.com' });
  });

  it("refuses another account's e-mail or username", async () => {
    const taken = await buildUser(ctx());
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const email = await agent.patch('/api/v1/profile/', { email: taken.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(body(email).errors[0]).toMatchObject({ code: 'E4004', field: 'email' });
    const username = await agent.patch('/api/v1/profile/', { username: taken.username.toUpperCase() });
    expect(username.statusCode).toBe(409);
    expect(body(username).errors[0]).toMatchObject({ code: 'E4004', field: 'username' });
  });

  it('stores the preferred language from the switcher', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const response = await agent.patch('/api/users/preferences', { preferred_language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(
      body<{ preferred_language: string }>(await agent.get('/api/v1/profile/')).data.preferred_language,
    ).toBe('en');
    const bad = await agent.patch('/api/users/preferences', { preferred_language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors[0]?.field).toBe('preferred_language');
  });
});
