// AudioWorklet that turns the microphone (at the device's rate, usually 48 kHz) into 16 kHz mono 16-bit PCM,
// posted to the page 100 ms at a time. It runs on the audio thread, so the page's own work never drops samples.

// The worklet scope's globals, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

export {};

const TARGET_RATE = 16_000;
const CHUNK = 1600;

class PcmDownsampler extends AudioWorkletProcessor {
  private readonly step = sampleRate / TARGET_RATE;
  private readonly out = new Int16Array(CHUNK);
  private filled = 0;
  /** Input position (in input samples) where the next output sample's window ends. */
  private nextEdge = sampleRate / TARGET_RATE;
  private position = 0;
  private sum = 0;
  private count = 0;

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const length = channels[0]?.length ?? 0;
    for (let i = 0; i < length; i++) {
      // Mono: the channels averaged.
      let v = 0;
      for (const channel of channels) v += channel[i] ?? 0;
      v /= channels.length;
      // Each output sample is the mean of the input samples in its window: a box low-pass before decimation,
      // so music above 8 kHz does not fold down into the speech band.
      this.sum += v;
      this.count++;
      this.position++;
      if (this.position >= this.nextEdge) {
        this.nextEdge += this.step;
        const mean = this.sum / this.count;
        this.sum = 0;
        this.count = 0;
        this.out[this.filled++] = Math.max(-32768, Math.min(32767, Math.round(mean * 32768)));
        if (this.filled === CHUNK) {
          const chunk = this.out.slice();
          this.port.postMessage(chunk.buffer, [chunk.buffer]);
          this.filled = 0;
        }
      }
    }
    return true;
  }
}

registerProcessor('pcm-downsampler', PcmDownsampler);
