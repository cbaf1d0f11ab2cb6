// Test worker standing in for a native recogniser: each call holds the thread for `ms` milliseconds, as
// onnxruntime-node's run() does, and the thread writes down every call it finishes.
import { appendFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const { ms, log } = workerData as { ms: number; log: string };

parentPort!.on('message', (message: { id: number }) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: the event loop of this thread cannot run, so terminate() cannot interrupt a call cleanly
  }
  appendFileSync(log, `${message.id}\n`);
  parentPort!.postMessage({ id: message.id, text: 'done' });
});
