import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { queueCounts, queueInstalled } from '../status/queue-counts.ts';
import { appCommit, appVersion } from '../version.ts';
import { liveCapabilities } from '../workers/registry.ts';

/**
 * The process's Prometheus series (docs/operate.md lists them). Counters and histograms are per process and
 * accumulate as things happen; the queue figures are read from the database at each scrape (they are the same from
 * every process, so any one API or worker can be scraped for them).
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'cuecoach_' });

new Gauge({
  name: 'cuecoach_build_info',
  help: 'The release this process runs (always 1; the labels carry it)',
  labelNames: ['version', 'commit'],
  registers: [registry],
}).set({ version: appVersion, commit: appCommit }, 1);

export const httpRequestDuration = new Histogram({
  name: 'cuecoach_http_request_duration_seconds',
  help: 'API request latency by route pattern, method and status class',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const analysisDuration = new Histogram({
  name: 'cuecoach_analysis_duration_seconds',
  help: 'Wall time of completed analyses in this worker, by speech engine',
  labelNames: ['engine'],
  buckets: [5, 15, 30, 60, 120, 300, 600, 1200, 2400, 3600],
  registers: [registry],
});

export const analysisRealTimeFactor = new Histogram({
  name: 'cuecoach_analysis_realtime_factor',
  help: 'Analysis wall time divided by the recording length (below 1: faster than real time), by speech engine',
  labelNames: ['engine'],
  buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 4],
  registers: [registry],
});

export const analysesFinished = new Counter({
  name: 'cuecoach_analyses_total',
  help: 'Analysis attempts this worker finished, by outcome (completed, failed, retry, handed_back)',
  labelNames: ['outcome'],
  registers: [registry],
});

export const modelDownloads = new Counter({
  name: 'cuecoach_model_downloads_total',
  help: 'Speech model downloads this process ran, by model and outcome (ok, failed)',
  labelNames: ['model', 'outcome'],
  registers: [registry],
});

/** Open live-progress streams of this process (set by the stream routes as they open and close). */
export const openStreams = new Gauge({
  name: 'cuecoach_live_streams',
  help: 'Live progress streams (server-sent events) open in this process',
  registers: [registry],
});

const jobs = new Gauge({
  name: 'cuecoach_jobs',
  help: 'Jobs by queue and state: waiting and active now; completed and failed over the last 24 hours',
  labelNames: ['queue', 'state'],
});
const queueDepth = new Gauge({
  name: 'cuecoach_queue_depth',
  help: 'Jobs waiting to start, by queue',
  labelNames: ['queue'],
});
const oldestWait = new Gauge({
  name: 'cuecoach_queue_oldest_wait_seconds',
  help: 'Age of the oldest waiting job, by queue (0 when none waits)',
  labelNames: ['queue'],
});
const liveWorkers = new Gauge({ name: 'cuecoach_workers_alive', help: 'Analysis workers heart-beating now' });
const scrapeErrors = new Counter({
  name: 'cuecoach_metrics_database_errors_total',
  help: 'Scrapes whose database figures could not be read (the database was unreachable)',
});
const databaseRegistry = new Registry();
for (const metric of [jobs, queueDepth, oldestWait, liveWorkers, scrapeErrors]) databaseRegistry.registerMetric(metric);

async function readDatabaseFigures(database: Database): Promise<void> {
  try {
    const workers = await liveCapabilities(database.db);
    liveWorkers.set(workers.workers);
    if (!(await queueInstalled(database.db))) return;
    for (const q of await queueCounts(database.db)) {
      jobs.set({ queue: q.name, state: 'waiting' }, q.waiting);
      jobs.set({ queue: q.name, state: 'active' }, q.active);
      jobs.set({ queue: q.name, state: 'completed' }, q.completed24h);
      jobs.set({ queue: q.name, state: 'failed' }, q.failed24h);
      queueDepth.set({ queue: q.name }, q.waiting);
      oldestWait.set({ queue: q.name }, q.oldestWaitSeconds ?? 0);
    }
  } catch {
    // A scrape during a database outage still answers (process figures are useful then); the error is counted.
    scrapeErrors.inc();
  }
}

export const metricsContentType = registry.contentType;

/** The text exposition of every series: the process's own, then the database figures read now. */
export async function renderMetrics(database: Database | null): Promise<string> {
  if (!database) return registry.metrics();
  await readDatabaseFigures(database);
  return `${await registry.metrics()}\n${await databaseRegistry.metrics()}`;
}
