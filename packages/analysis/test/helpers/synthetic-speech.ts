/**
 * Test support: sounds made from sine waves at 16 kHz, for the filled-pause tests that need an exact shape (a held
 * vowel, words moving from sound to sound, quiet) rather than a voice.
 */
export const SR = 16_000;

/** A sound of `sec` seconds on pitch `f0`: `harmonics` as [multiple of f0, amplitude] pairs. */
export const tone = (sec: number, harmonics: [number, number][], f0 = 150) =>
  Float32Array.from({ length: Math.round(sec * SR) }, (_, i) =>
    harmonics.reduce((sum, [k, a]) => sum + a * Math.sin((2 * Math.PI * f0 * k * i) / SR), 0),
  );

/** A held vowel (um, uh): one pitch, one spectral shape; `gain` scales it. */
export const held = (sec: number, f0 = 150, gain = 1) =>
  tone(
    sec,
    [
      [1, 0.3 * gain],
      [2, 0.15 * gain],
      [3, 0.05 * gain],
    ],
    f0,
  );

/**
 * A held vowel whose pitch moves from `f0From` to `f0To`, as a voice's does: a hesitation's pitch drifts (falls, most
 * often) by several per cent, where an instrument's held note stays on one pitch.
 */
export const gliding = (sec: number, f0From: number, f0To: number, gain = 1) => {
  const n = Math.round(sec * SR);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    phase += (2 * Math.PI * (f0From + ((f0To - f0From) * i) / n)) / SR;
    out[i] = gain * (0.3 * Math.sin(phase) + 0.15 * Math.sin(2 * phase) + 0.05 * Math.sin(3 * phase));
  }
  return out;
};

export const hiss = (sec: number) =>
  Float32Array.from({ length: Math.round(sec * SR) }, (_, i) => 0.2 * Math.sin(i * 12.9898) * Math.cos(i * 78.233));

export const quiet = (sec: number) => new Float32Array(Math.round(sec * SR));

/** The parts one after another. */
export const join = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Words: the spectrum changes every 80 ms (a vowel, a brighter vowel, a hiss, a nasal-like low sound), as speech
 * moves from sound to sound; loud throughout, voiced most of the time.
 */
export const words = (sec: number) => {
  const pieces = [
    held(0.08),
    tone(0.08, [
      [1, 0.1],
      [6, 0.25],
      [7, 0.1],
    ]),
    hiss(0.08),
    tone(
      0.08,
      [
        [1, 0.3],
        [2, 0.02],
      ],
      130,
    ),
  ];
  const out = new Float32Array(Math.round(sec * SR));
  for (let at = 0, n = 0; at < out.length; n++) {
    const piece = pieces[n % pieces.length]!;
    out.set(piece.subarray(0, out.length - at), at);
    at += piece.length;
  }
  return out;
};
