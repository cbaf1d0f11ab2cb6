import { josa } from 'es-hangul';

type Particle = Parameters<typeof josa>[1];

/**
 * A word with its Korean particle chosen by the final consonant ("빈야사를", "인 요가를", "하타를"), so no text
 * shows the "을(를)" fallback. Other languages get the word unchanged; their sentences carry no particle.
 */
export function withParticle(word: string, particle: Particle, lng: string): string {
  return lng.startsWith('ko') ? josa(word, particle) : word;
}
