import { describe, expect, it } from 'vitest';
import { type ClassScript, renderScript } from '../scripts/synth.ts';
import { assertVoiceAsNamed, droppedVariant } from '../scripts/voice-guard.ts';

// espeak-ng 1.51 renders `en-gb+f2` byte for byte as plain `en-gb` (a man), so fixtures named for a British woman
// were a British man. The renderer must refuse such a voice rather than render it under a false name.
describe('test-audio voices render as named', () => {
  it('refuses en-gb+f2, whose variant espeak-ng drops, and points to en+f2', () => {
    expect(() => assertVoiceAsNamed('en-gb+f2')).toThrow(/en-gb\+f2.*plain "en-gb".*en\+f2/);
  });

  it('refuses a variant name in the wrong case (en-us+gene is plain en-us)', () => {
    expect(droppedVariant('en-us+gene')).toMatch(/plain "en-us"/);
  });

  it('accepts en+f2, en-us+m6 and a voice without a variant', () => {
    for (const voice of ['en+f2', 'en-us+m6', 'en-us']) expect(droppedVariant(voice)).toBeNull();
  });

  it('renderScript refuses a script in en-gb+f4 before rendering anything', () => {
    const script: ClassScript = {
      voice: 'en-gb+f4',
      lead: 0.5,
      tail: 0.5,
      rate: 175,
      items: [{ say: 'Lift your arms.' }],
    };
    expect(() => renderScript(script, '/tmp/audio-guard-never', 'never')).toThrow(
      /drops the variant of voice "en-gb\+f4"/,
    );
  });
});
