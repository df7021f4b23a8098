import type { Logger } from '@rha/kit';

/** Things started, stopped in reverse order; a failing step is logged and the rest still stop. */
export class ShutdownStack {
  private readonly steps: { name: string; stop: () => Promise<void> }[] = [];
  private stopping: Promise<void> | undefined;

  constructor(private readonly logger: Logger) {}

  push(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop });
  }

  stop(): Promise<void> {
    this.stopping ??= this.stopAll();
    return this.stopping;
  }

  private async stopAll(): Promise<void> {
    for (const step of [...this.steps].reverse()) {
      try {
        await step.stop();
        this.logger.debug({ component: step.name }, 'stopped');
      } catch (error) {
        this.logger.error({ err: error, component: step.name }, 'failed to stop cleanly');
      }
    }
  }
}
