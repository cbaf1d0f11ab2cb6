/** Sessions whose SSE progress stream is open right now (session-events.ts); their queries do not poll. */
const streaming = new Set<string>();

export const isStreaming = (id: string): boolean => streaming.has(id);
export const markStreaming = (id: string): void => {
  streaming.add(id);
};
/** Returns whether the id was streaming. */
export const unmarkStreaming = (id: string): boolean => streaming.delete(id);
