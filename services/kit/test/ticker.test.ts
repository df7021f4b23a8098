import { describe, expect, it } from 'vitest';
import { startTicker } from '../src/ticker.js';
import { capturingLogger } from './bus-support.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startTicker', () => {
  it('never overlaps a slow tick, and stop waits for the tick under way', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const { logger } = capturingLogger();
    const ticker = startTicker({
      intervalMs: 5,
      component: 'ticker-test',
      logger,
      tick: async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(30);
        running -= 1;
        finished += 1;
      },
    });
    await pause(100);
    await ticker.stop();
    const stoppedAt = finished;

    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
    await pause(50);
    expect(finished).toBe(stoppedAt);
  });

  it('logs a failing run of ticks once, keeps ticking, and says when it recovered', async () => {
    let calls = 0;
    const { logger, lines } = capturingLogger();
    const ticker = startTicker({
      intervalMs: 5,
      component: 'ticker-test',
      logger,
      tick: () => {
        calls += 1;
        return calls <= 3 ? Promise.reject(new Error('database down')) : Promise.resolve();
      },
    });
    while (calls < 5) await pause(5);
    await ticker.stop();

    const messages = lines.map((line) => line.msg);
    expect(messages.filter((msg) => msg === 'background tick failed; retrying')).toHaveLength(1);
    expect(messages).toContain('background tick recovered');
    expect(lines[0]).toMatchObject({ component: 'ticker-test' });
  });
});
