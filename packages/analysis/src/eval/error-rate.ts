/**
 * Word and character error rates for `npm run eval:asr`: edit distance over the reference length, after both
 * sides are normalised the same way, so the figure measures recognition rather than spelling conventions.
 */

import { editDistance } from '../text/edit-distance.ts';

export { editDistance };

const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–999 999 999 in English words ("2024" → "two thousand twenty four"); larger numbers stay digits. */
export function englishNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) return String(n);
  if (n < 20) return ones[n]!;
  if (n < 100) return `${tens[Math.floor(n / 10)]}${n % 10 ? ` ${ones[n % 10]}` : ''}`;
  if (n < 1000) return `${ones[Math.floor(n / 100)]} hundred${n % 100 ? ` ${englishNumber(n % 100)}` : ''}`;
  if (n < 1e6) return `${englishNumber(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${englishNumber(n % 1000)}` : ''}`;
  return `${englishNumber(Math.floor(n / 1e6))} million${n % 1e6 ? ` ${englishNumber(n % 1e6)}` : ''}`;
}

const sinoDigits = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

/** Sino-Korean reading of 0–99 999 999 ("15" → "십오", "2024" → "이천이십사"); how Whisper and people write counts. */
export function koreanNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e8) return String(n);
  if (n === 0) return '영';
  const under10k = (m: number) => {
    let out = '';
    for (const [unit, name] of [
      [1000, '천'],
      [100, '백'],
      [10, '십'],
    ] as const) {
      const d = Math.floor(m / unit) % 10;
      if (d) out += `${d === 1 ? '' : sinoDigits[d]}${name}`;
    }
    return out + sinoDigits[m % 10];
  };
  const man = Math.floor(n / 10_000);
  return `${man ? `${man === 1 ? '' : under10k(man)}만` : ''}${under10k(n % 10_000)}`;
}

/** English words: lower case, digits spelled out, titles expanded, punctuation gone (apostrophes kept). */
export function normaliseEnglish(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\b(\d+)%/g, '$1 percent')
    .replace(/\d+(?:,\d{3})*/g, (m) => englishNumber(Number(m.replace(/,/g, ''))))
    .replace(/\bmr\b\.?/g, 'mister')
    .replace(/\bmrs\b\.?/g, 'missus')
    .replace(/\bdr\b\.?/g, 'doctor')
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Korean characters: spacing ignored (Korean spacing varies between writers and recognisers), punctuation gone,
 * Arabic numerals read the Sino-Korean way. Native counts (하나, 둘, 셋) stay as written on both sides.
 */
export function normaliseKorean(text: string): string[] {
  const spelled = text.replace(/\d+(?:,\d{3})*/g, (m) => koreanNumber(Number(m.replace(/,/g, ''))));
  return [...spelled.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')];
}

export type EvalLanguage = 'en' | 'ko';

/** Hangul in the reference means Korean (scored by CER); otherwise English (WER). */
export function languageOf(reference: string): EvalLanguage {
  return /[\uac00-\ud7af]/u.test(reference) ? 'ko' : 'en';
}

export interface ErrorCount {
  /** "wer" for English, "cer" for Korean. */
  metric: 'wer' | 'cer';
  errors: number;
  referenceLength: number;
  rate: number;
}

export function errorRate(reference: string, hypothesis: string, language: EvalLanguage): ErrorCount {
  const normalise = language === 'ko' ? normaliseKorean : normaliseEnglish;
  const ref = normalise(reference);
  const hyp = normalise(hypothesis);
  const errors = editDistance(ref, hyp);
  return {
    metric: language === 'ko' ? 'cer' : 'wer',
    errors,
    referenceLength: ref.length,
    rate: ref.length ? errors / ref.length : hyp.length ? 1 : 0,
  };
}
