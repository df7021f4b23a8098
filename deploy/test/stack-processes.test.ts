import { readdir, readFile, readlink } from 'node:fs/promises';
import { testBrokerUrl, testDatabaseUrl } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/stack/env.js';
import { startStack, type Stack } from '../src/stack/stack.js';
import { createFreshDatabase, freeLauncherPorts, portIsFree } from './stack-support.js';

const brokerUrl = await testBrokerUrl();

/** True when process `pid` holds the socket listening on TCP `port` (Linux: /proc/net/tcp and the fds). */
async function listensOn(pid: number, port: number): Promise<boolean> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8')).split('\n').slice(1);
    for (const line of lines) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      // 0A is LISTEN.
      if (local?.endsWith(`:${hexPort}`) && state === '0A' && inode) listening.add(inode);
    }
  }
  const fds = await readdir(`/proc/${pid}/fd`);
  const targets = await Promise.all(
    fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')),
  );
  return targets.some((target) => listening.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? ''));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the stack with each service in a process of its own', () => {
  it('refuses to start without AMQP_URL, as only RabbitMQ joins the processes', async () => {
    const started = startStack({ DATABASE_URL: await testDatabaseUrl() }, { shape: 'processes' });
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(/AMQP_URL/);
  });

  describe.skipIf(!brokerUrl)('over RabbitMQ', () => {
    let stack: Stack;
    let database: Awaited<ReturnType<typeof createFreshDatabase>>;
    let ports: Record<string, string>;

    beforeAll(async () => {
      database = await createFreshDatabase(await testDatabaseUrl(), 'stack_processes_test');
      ports = await freeLauncherPorts();
      stack = await startStack(
        { DATABASE_URL: database.url, AMQP_URL: brokerUrl, LOG_LEVEL: 'warn', ...ports },
        { shape: 'processes' },
      );
    }, 120_000);

    afterAll(async () => {
      await stack?.stop();
      await database?.drop();
    });

    it('runs each service and the bff in a child process of its own', () => {
      expect(stack.shape).toBe('processes');
      expect(stack.bus).toBe('amqp');
      const pids = Object.values(stack.pids);
      expect(Object.keys(stack.pids).sort()).toEqual(Object.keys(stack.urls.services).sort());
      expect(new Set(pids).size).toBe(pids.length);
      expect(pids).not.toContain(process.pid);
    });

    it('answers /readyz on each port from the process started for it', async () => {
      for (const [name, url] of Object.entries(stack.urls.services)) {
        const response = await fetch(`${url}/readyz`);
        expect(response.status, name).toBe(200);
        const pid = stack.pids[name] ?? 0;
        expect(await listensOn(pid, Number(new URL(url).port)), name).toBe(true);
      }
    });

    it('reads a signed-in user through the bff and identity processes', async () => {
      const token = await stack.idp!.issueAccessToken('company@example.com');
      const response = await fetch(`${stack.urls.web}/api/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { email?: string }).email).toBe('company@example.com');
    });

    it('stops every child and lets go of its port', async () => {
      const children = Object.entries(stack.pids);
      await stack.stop();
      for (const [name, pid] of children) {
        expect(isRunning(pid), name).toBe(false);
        expect(await portIsFree(Number(new URL(stack.urls.services[name] ?? '').port)), name).toBe(
          true,
        );
      }
    });
  });
});
