import type { LiveCheckServerMessage } from '@cuecoach/contracts';
import WebSocket from 'ws';

export interface LiveCheckOutcome {
  messages: LiveCheckServerMessage[];
  code: number;
  reason: string;
}

/**
 * Opens a live check over a real WebSocket and collects every message until the server closes it. `closed` rejects
 * when the handshake itself is refused (401, a foreign origin); `next(type)` waits for a message of that type.
 */
export function openCheck(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const messages: LiveCheckServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveCheckServerMessage));
  const closed = new Promise<LiveCheckOutcome>((resolve, reject) => {
    socket.on('close', (code, reason) => resolve({ messages, code, reason: reason.toString() }));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`handshake answered ${res.statusCode}`)));
    socket.on('error', reject);
  });
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  const next = (type: LiveCheckServerMessage['type']) =>
    new Promise<void>((resolve) => {
      // Stops looking once the socket is closed: a refused check never gets its `ready`, and no timer outlives it.
      const look = () => {
        if (messages.some((m) => m.type === type)) resolve();
        else if (socket.readyState !== WebSocket.CLOSED) setTimeout(look, 20);
      };
      look();
    });
  return { socket, messages, closed, opened, next };
}
