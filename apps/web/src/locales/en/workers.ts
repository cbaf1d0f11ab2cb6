import type { workers as ko } from '../ko/workers.ts';
import type { Translation } from '../types.ts';

export const workers: Translation<typeof ko> = {
  tab: 'Workers',
  heading: 'Analysis workers',
  intro:
    'The processes that run analyses. Each sends a heartbeat every few seconds; the jobs of a worker that goes silent are resumed by another worker.',
  empty: 'No worker has sent a heartbeat in the last day. Without a worker, no analysis can start.',
  loadFailed: 'Could not load the workers.',
  refresh: 'Refresh',
  summary: '{{alive}} live workers · languages they can analyse: {{languages}}',
  noLanguages: 'none',
  columns: {
    worker: 'Worker',
    state: 'State',
    engines: 'Engines and models',
    jobs: 'Running analyses',
    heartbeat: 'Last heartbeat',
  },
  state: {
    running: 'Running',
    draining: 'Stopping (takes no new jobs)',
    stopped: 'Stopped cleanly',
    lost: 'Not responding (dead)',
  },
  secondsAgo: '{{seconds}} s ago',
  concurrency_one: 'Runs up to {{count}} job at a time',
  concurrency_other: 'Runs up to {{count}} jobs at a time',
  noJobs: 'none',
  deleted: 'session deleted',
  lostJob: 'Session {{id}} · attempt {{attempt}} — after this worker died: {{outcome}}',
  job: 'Session {{id}} · attempt {{attempt}} · {{step}} {{percent}}%',
  problem: 'Unavailable: {{problem}}',
  progress: {
    workerLost: 'The worker running this analysis was lost; another worker is resuming it. Please wait a moment.',
    retrying: 'A temporary error occurred; the analysis is being retried.',
  },
  upload: {
    noWorker:
      'No analysis worker is running right now, so the analysis cannot start. Please try again in a few minutes.',
  },
};
