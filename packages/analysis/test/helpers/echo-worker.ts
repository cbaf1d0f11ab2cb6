// Test worker for the pool: answers each job with its thread id, or fails on a negative sample.
import { parentPort, threadId } from 'node:worker_threads';

parentPort!.on('message', (message: { id: number; samples: Float32Array }) => {
  if ((message.samples[0] ?? 0) < 0) parentPort!.postMessage({ id: message.id, error: 'bad input' });
  else parentPort!.postMessage({ id: message.id, text: String(threadId) });
});
