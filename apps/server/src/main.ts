import { loadEntryConfig, orExitOnStartFailure, stopOnSignals } from './entry.ts';
import { startRuntime } from './runtime.ts';
import { startupBanner } from './startup-banner.ts';

// Entry point for `npm start`: API + background worker in one process.
const config = await loadEntryConfig();
const runtime = await orExitOnStartFailure(() => startRuntime(config, { api: true, worker: config.RUN_WORKER }));
const banner = startupBanner(config, runtime.app?.server.address() ?? null);
// A person at a terminal reads the lines; a log collector gets them as one structured record.
if (process.stdout.isTTY && config.NODE_ENV !== 'production') console.log(`\n${banner.lines.join('\n')}\n`);
else runtime.log.info({ url: banner.url, banner: banner.lines }, 'CueCoach is running');
stopOnSignals(runtime, config.SHUTDOWN_GRACE_SEC);
