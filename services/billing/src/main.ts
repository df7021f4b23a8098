import { createLogger, loadConfig, stopOnSignals } from '@rha/kit';
import { configSchema } from './config.js';
import { start } from './server.js';

const config = loadConfig(configSchema);
const logger = createLogger('billing', config.LOG_LEVEL);
const running = await start(config, { logger });
stopOnSignals(running.stop, logger);
