import { spawn, type ChildProcess } from 'node:child_process';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { requireTool } from '@rha/kit/testing';
import { closedPort as freePort } from './closed-port.js';

/** An S3-compatible server (moto) on a free port, with one empty bucket. */
export interface Moto {
  settings: {
    endpoint: string;
    region: string;
    bucket: string;
    forcePathStyle: boolean;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  stop(): Promise<void>;
}

/**
 * The pinned moto (deploy/tools/install.sh, which CI runs); undefined after one line on a machine
 * without it, so the S3 tests skip there and fail under CI.
 */
export const motoServer = requireTool('moto');

export async function startMoto(bucket: string): Promise<Moto> {
  const port = await freePort();
  if (!motoServer) throw new Error('moto is not installed');
  const child = spawn(motoServer, ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let failure: Error | undefined;
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.on('error', (error) => {
    failure = error;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilUp(endpoint, child, () => failure?.message ?? stderr);
  const settings = {
    endpoint,
    region: 'us-east-1',
    bucket,
    forcePathStyle: true,
    credentials: { accessKeyId: 'moto', secretAccessKey: 'moto' },
  };
  const client = new S3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    settings,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function command(child: ChildProcess): string {
  return child.spawnargs.join(' ');
}

async function waitUntilUp(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.pid === undefined) {
      throw new Error(`moto did not start (${command(child)}): ${stderr()}`);
    }
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`moto did not start within 20 s: ${stderr()}`);
}
