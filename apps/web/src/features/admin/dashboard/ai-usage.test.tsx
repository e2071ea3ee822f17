import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';

// The admin dashboard's AI card against the real server and database (see test/live-server.tsx), which
// has no language model configured: the calls below are stored as a configured model would have left them.
vi.setConfig({ testTimeout: 20_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
}, 60_000);
afterAll(() => server.dispose());

const PAGE_LOAD = { timeout: 15_000 };
const admin = () => server.demo.admin[0] ?? { email: '', password: '' };

type TCall = { purpose: 'hint' | 'lesson'; outcome: 'ok' | 'rejected'; tokens: [number, number]; ms: number };

/** Model calls of an hour ago, as the AI assistant logs them. */
async function logCalls(calls: TCall[]) {
  const at = new Date(Date.now() - 3_600_000).toISOString();
  await server.context.database.db
    .insertInto('ai_calls')
    .values(
      calls.map((call) => ({
        user_id: null,
        purpose: call.purpose,
        model: 'test-model',
        prompt_id: null,
        prompt_version: null,
        outcome: call.outcome,
        reason: null,
        prompt_tokens: call.tokens[0],
        completion_tokens: call.tokens[1],
        latency_ms: call.ms,
        details: null,
        created_at: at,
      })),
    )
    .execute();
}

const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the AI card of the admin dashboard', () => {
  it('says plainly that the built-in engine answers everything, and sums the calls made', async () => {
    const calls: TCall[] = [
      { purpose: 'hint', outcome: 'ok', tokens: [400, 60], ms: 800 },
      { purpose: 'hint', outcome: 'ok', tokens: [420, 80], ms: 1000 },
      { purpose: 'lesson', outcome: 'rejected', tokens: [900, 500], ms: 2400 },
    ];
    await logCalls(calls);
    const prompt = calls.reduce((sum, call) => sum + call.tokens[0], 0);
    const completion = calls.reduce((sum, call) => sum + call.tokens[1], 0);
    const latency = calls.reduce((sum, call) => sum + call.ms, 0) / calls.length;

    await logInAs(admin());
    renderLiveApp('/admin-dashboard');
    const region = await screen.findByRole('region', { name: 'AI assistance' }, PAGE_LOAD);
    expect(await within(region).findByText('Not configured', {}, PAGE_LOAD)).toBeTruthy();
    expect(
      within(region).getByText(/^No language model is set up, so the built-in engine answers everything/),
    ).toBeTruthy();
    const figures = rowsOf(within(region).getByRole('list', { name: 'AI calls in the last 7 days' }));
    expect(figures).toContain(`Calls${calls.length} calls`);
    expect(figures).toContain('Accepted2');
    expect(figures).toContain('Refused by the engine1');
    expect(figures).toContain('Failed (error or timeout)0');
    expect(figures).toContain(
      `Tokens${(prompt + completion).toLocaleString('en-GB')} (${prompt.toLocaleString('en-GB')} in prompts, ${completion} in replies)`,
    );
    expect(figures).toContain(
      `Average response time${(latency / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })}s`,
    );

    const table = within(region).getByRole('table', { name: 'By purpose, last 7 days' });
    const hints = within(table).getByRole('row', { name: /^Hints/ });
    expect(
      within(hints)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Hints', '2', '2', String(400 + 60 + 420 + 80), '900ms']);

    cleanup();
    await logInAs(admin(), { language: 'lt' });
    renderLiveApp('/admin-dashboard', { language: 'lt' });
    const lt = await screen.findByRole('region', { name: 'Dirbtinis intelektas' }, PAGE_LOAD);
    expect(await within(lt).findByText('Nenustatytas', {}, PAGE_LOAD)).toBeTruthy();
    expect(within(lt).getByText(/viską atlieka įtaisytasis variklis/)).toBeTruthy();
    const ltFigures = rowsOf(
      within(lt).getByRole('list', { name: 'Kreipiniai į DI per paskutines 7 dienas' }),
    );
    expect(ltFigures).toContain('Kreipiniai3 kreipiniai');
  });
});
