import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumAvailability, launchChromium, recordBrowserErrors, saveFailure } from './browser';
import type { IdentityProviderName } from './providers';
import { startStackProcess, type RunningStack } from './stack';

/** Whether Chromium is here to run the journeys (a missing one under CI throws). */
export const journeysCanRun = chromiumAvailability() === 'available';

/** What a step works with: the stack, the page it drives and that page's browser errors so far. */
export interface StepContext {
  stack: RunningStack;
  page: Page;
  browserErrors: string[];
}

export interface JourneyOptions {
  /**
   * 'shared': every step drives one page, opened once (the default); 'per-step': each step gets a
   * page in a browser context of its own, a fresh session and fresh session storage, closed after it.
   */
  pages?: 'shared' | 'per-step';
  /** Options of the browser context the pages open in, e.g. a viewport. */
  context?: BrowserContextOptions;
  /** Put before each step's name in the failure artifacts' file names. */
  artifactPrefix?: string;
  /** Whom the stack signs in with: the embedded dev provider (the default) or a real Keycloak. */
  provider?: IdentityProviderName;
  /** Gives the browser a fake camera and microphone, granted without a prompt (call journeys). */
  fakeMedia?: boolean;
}

export interface Journey {
  readonly stack: RunningStack;
  readonly browser: Browser;
  /** The page the last step drove (in 'shared' mode, the one page). */
  readonly page: Page;
  /** Opens a page in a new browser context with these options; the caller closes its context. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A test that, when it fails, saves a screenshot of the page and the browser's errors. */
  step(name: string, body: (context: StepContext) => Promise<void>): void;
}

/**
 * Starts the stack and Chromium for the surrounding describe block (beforeAll) and stops both after it
 * (afterAll), expecting the launcher to exit 0. Call it at the top of the block.
 */
export function useJourneyStack(options: JourneyOptions = {}): Journey {
  const {
    pages = 'shared',
    context: contextOptions,
    artifactPrefix,
    provider,
    fakeMedia,
  } = options;
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let browserErrors: string[] = [];

  const newPage = async (options?: BrowserContextOptions) =>
    (await browser.newContext(options)).newPage();

  const openPage = async (): Promise<BrowserContext> => {
    page = await newPage(contextOptions);
    browserErrors = recordBrowserErrors(page);
    return page.context();
  };

  beforeAll(async () => {
    stack = await startStackProcess(provider);
    browser = await launchChromium({ fakeMedia });
    if (pages === 'shared') await openPage();
  });

  afterAll(async () => {
    await browser?.close();
    const exitCode = await stack?.stop();
    expect(exitCode, 'the launcher exits 0 on SIGTERM').toBe(0);
  });

  const step = (name: string, body: (context: StepContext) => Promise<void>) =>
    it(name, async () => {
      const ownContext = pages === 'per-step' ? await openPage() : undefined;
      const artifactName = artifactPrefix ? `${artifactPrefix} ${name}` : name;
      try {
        await body({ stack, page, browserErrors });
      } catch (error) {
        // Saved before a per-step page closes, so its screenshot shows where the step stopped.
        await saveFailure(page, artifactName, browserErrors);
        throw error;
      } finally {
        if (ownContext && !page.isClosed()) await ownContext.close();
      }
    });

  return {
    get stack() {
      return stack;
    },
    get browser() {
      return browser;
    },
    get page() {
      return page;
    },
    newPage,
    step,
  };
}
