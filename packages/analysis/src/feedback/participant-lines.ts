/**
 * Lines that read as a participant speaking to the instructor: a question about their own body or practice ("sorry,
 * should I feel this in my lower back?", "이렇게 해도 되나요?"), a complaint ("my wrist hurts"), or the teacher
 * addressed ("선생님, …", "excuse me"). Speaker separation misses some questions (a close voice, a question asked
 * under music), and a missed one stays among the instructor's lines; the report still must never quote it back to
 * the instructor as their own words. The patterns ask for the first person or an address to the teacher, so the
 * instructor's own questions to the room ("can you feel…?", "다들 괜찮으세요?") and conditionals ("if your wrist
 * hurts…", "무릎이 아프면…") are not taken; an instructor's rare first-person question ("can I see your hands?")
 * only stops being quoted.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';

const SENTENCE = /[^.!?。]+[.!?。]*/g;

/** Openers a participant puts before a question, and hesitations: "Umm, sorry, uh, should I…". */
const EN_LEAD = String.raw`(?:(?:u+m+|u+h+|e+r+m*|h+m+|sorry|so|and|okay|ok|yeah|wait|um|oh)[,\s]+)*`;
const EN_INVERSION = String.raw`\b(?:should|can|could|do|did|am|may|shall|must|would)\s+I\b`;
const EN_PATTERNS = [
  // A first-person question: "…should I feel this?", or one that opens the sentence when no "?" was written.
  new RegExp(String.raw`${EN_INVERSION}[^?]*\?\s*$`, 'i'),
  new RegExp(String.raw`^\s*${EN_LEAD}(?:how|where|what|when|which|why)?\s*${EN_INVERSION}`, 'i'),
  // Asking whether what they do is all right: "is it okay if I…", "is this normal for my back?"
  /\b(?:is|was) (?:it|this|that) (?:okay|ok|alright|all right|normal|fine|bad|wrong|right)\b[^.!?]*\b(?:I|my|me)\b/i,
  /^\s*(?:\W*)excuse me\b/i,
  /\bmy (?:\w+ )?(?:knees?|back|wrists?|shoulders?|neck|hips?|ankles?|foot|feet|legs?|hamstrings?|elbows?|head)\s+(?:hurts?|is hurting|are hurting|aches?|is sore|are sore|feels? (?:weird|strange|funny|painful|bad))\b/i,
];

const KO_PATTERNS = [
  // The teacher addressed ("선생님, …"), not "선생님들" (an instructor addressing teachers in training).
  /^\s*선생님(?!들)|선생님(?!들)\s*[,?]/,
  // A first-person question: "제가 맞게 하고 있나요?", "저는 … 어떻게 해야 하나요?"
  /(?:^|\s)(?:제가|저는|저도|전|저)\s[^.!?]*(?:나요|까요|ㄴ가요|는가요|은가요|는지요|죠)\s*\??\s*$/,
  // Asking permission: "이렇게 해도 되나요?", "무릎 내려도 돼요?"
  /(?:해도|돼도|써도|내려도|쉬어도|놓아도|펴도|굽혀도)\s?(?:되나요|될까요|괜찮나요|돼요\s*\?|괜찮아요\s*\?)/,
  // A complaint about their own body ("무릎이 아파요"); honorific "아프신" and conditional "아프면" are the instructor's.
  /(?:무릎|허리|손목|어깨|목|발목|골반|등|다리|발)[이가]\s?(?:너무\s)?(?:아파요|아픈데|아프네요|아파서|저려요)/,
];

/** Whether a sentence of this line reads as a participant speaking to the instructor. */
export function readsAsParticipant(text: string, language: AnalysisLanguage): boolean {
  const patterns = language === 'ko' ? KO_PATTERNS : EN_PATTERNS;
  return (text.match(SENTENCE) ?? []).some((sentence) => patterns.some((p) => p.test(sentence.trim())));
}
