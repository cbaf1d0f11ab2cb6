/**
 * Arithmetic of one whisper.cpp window per model, to scale a cost measured with the tiny test model to real
 * models. Multiply-accumulates from the published architectures (encoder over 1500 audio positions after the
 * convolutions, decoder with a key/value cache): they are estimates of relative cost, not measurements.
 */
export interface WhisperArchitecture {
  name: string;
  mels: number;
  width: number;
  encoderLayers: number;
  decoderLayers: number;
}

export const tiny: WhisperArchitecture = { name: 'tiny', mels: 80, width: 384, encoderLayers: 4, decoderLayers: 4 };
export const whisperModels: WhisperArchitecture[] = [
  { name: 'base', mels: 80, width: 512, encoderLayers: 6, decoderLayers: 6 },
  { name: 'large-v3-turbo', mels: 128, width: 1280, encoderLayers: 32, decoderLayers: 4 },
];

const POSITIONS = 1500;
const VOCABULARY = 51_866;
/** Tokens of a 30 s window of Korean speech (≈ 4 syllables a second, ≈ 1.2 syllables a token). */
export const TOKENS_PER_WINDOW = 100;

export function encoderMacs(m: WhisperArchitecture): number {
  const d = m.width;
  const convolutions = m.mels * d * 3 * 2 * POSITIONS + d * d * 3 * POSITIONS;
  // Per layer: q/k/v/out projections 4d² and the MLP 8d² per position, attention 2·T²·d.
  return convolutions + m.encoderLayers * (12 * d * d * POSITIONS + 2 * POSITIONS * POSITIONS * d);
}

export function decoderMacs(m: WhisperArchitecture, tokens = TOKENS_PER_WINDOW): number {
  const d = m.width;
  const crossKeysValues = m.decoderLayers * 2 * d * d * POSITIONS;
  // Per token and layer: self-attention 4d², cross-attention q/out 2d², MLP 8d², cross-attention over 1500
  // positions 2·T·d; then the output projection onto the vocabulary.
  const perToken = m.decoderLayers * (14 * d * d + 2 * POSITIONS * d) + d * VOCABULARY;
  return crossKeysValues + tokens * perToken;
}

/** A model's cost per window relative to tiny's, and a class's time from tiny's measured seconds per pass. */
export function classEstimate(
  m: WhisperArchitecture,
  tinySecPerPass: number,
  passes: number,
): { passRatio: number; minutes: number } {
  const passRatio = (encoderMacs(m) + decoderMacs(m)) / (encoderMacs(tiny) + decoderMacs(tiny));
  return { passRatio, minutes: (tinySecPerPass * passRatio * passes) / 60 };
}
