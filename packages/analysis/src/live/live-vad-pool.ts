import { loadSilero, type SileroModel } from '../vad/silero.ts';

/**
 * Silero sessions kept from one live check to the next. Loading one takes 100–200 ms, much of it on the caller's
 * event loop; a client that opens and drops checks in a loop would otherwise make the API pay that on every
 * open. A returned session has its recurrent state reset, so a check never hears the previous one.
 */
export class LiveVadPool {
  private idle: SileroModel[] = [];
  private closed = false;
  private readonly keep: number;

  /** `keep`: sessions kept idle at most (the checks a process runs at once). */
  constructor(keep: number) {
    this.keep = keep;
  }

  async acquire(): Promise<SileroModel> {
    const model = this.idle.pop() ?? (await loadSilero());
    model.reset();
    let returned = false;
    return {
      process: (frame) => model.process(frame),
      reset: () => model.reset(),
      release: async () => {
        if (returned) return;
        returned = true;
        if (!this.closed && this.idle.length < this.keep) this.idle.push(model);
        else await model.release();
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((model) => model.release()));
  }
}
