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
  // "should my back foot…?", "is my knee…?": a question about one's own body.
  new RegExp(
    String.raw`^\s*${EN_LEAD}(?:how|where|what|when|which|why)?\s*(?:should|can|could|do|does|is|are|must) my\b`,
    'i',
  ),
  /^\s*(?:\W*)excuse me\b/i,
  /^\s*(?:sorry|excuse me)\b[^.!]*\?\s*$/i,
  /\b(?:I have a|quick|one more|a quick) question\b/i,
  /\b(?:could|can|would) you (?:please )?(?:show|repeat|explain|say|demonstrate|do)\b[^.!?]*\b(?:again|once more)\b/i,
  /\bhow (?:many more|much longer)\b[^.!]*\?/i,
  // Saying what they cannot do or feel: "I did not see where the hands go", "I feel a bit dizzy".
  /\bI (?:did not|didn't|can ?not|can't|don't|do not|always) (?:see|reach|hear|understand|get|follow|forget|remember)\b/i,
  /\bI(?:'m| am| feel) (?:a bit |a little |really |so |very )?(?:dizzy|sick|faint|nauseous|lost|confused)\b/i,
  /\bmy (?:\w+ )?(?:knees?|back|wrists?|shoulders?|neck|hips?|ankles?|foot|feet|legs?|arms?|hamstrings?|elbows?|head|core)\s+(?:(?:hurts?|aches?)|(?:is|are|keeps?|starts?(?: to)?) (?:really |so |still )?(?:hurting|hurt|sore|shaking|burning|cramping|aching|killing me))\b/i,
];

const KO_PATTERNS = [
  // The teacher addressed ("선생님, …"), not "선생님들" (an instructor addressing teachers in training).
  /^\s*선생님(?!들)|선생님(?!들)\s*[,?]/,
  // A first-person question: "제가 맞게 하고 있나요?", "저는 … 어떻게 해야 하나요?"
  /(?:^|\s)(?:제가|저는|저도|전|저)\s[^.!?]*(?:나요|까요|ㄴ가요|는가요|은가요|는지요|죠)\s*\??\s*$/,
  // Asking permission: "이렇게 해도 되나요?", "무릎 내려도 돼요?"
  /(?:해도|돼도|써도|내려도|쉬어도|놓아도|펴도|굽혀도)\s?(?:되나요|될까요|괜찮나요|돼요\s*\?|괜찮아요\s*\?)/,
  // Asking for a question, a repeat, or how much longer: "질문이 있는데요", "다시 보여주실 수 있나요?", "몇 개 더 해요?"
  /질문(?:이|하나)\s?(?:있는데요|있어요|있습니다)|다시\s?(?:보여|설명해)\s?주(?:실 수 있나요|시겠어요|세요\s*\?)|(?:몇\s?(?:개|번|세트)|얼마나)\s?더\s?(?:해요|하나요|남았나요|남았어요)/,
  // Saying what they cannot do or feel: "잘 안 보여요", "손이 바닥에 안 닿아요", "어지러워요".
  /(?:잘\s?)?(?:안|못)\s?(?:보여요|봤어요|닿아요|들려요|돼요)|어지러워요|속이 안 좋아요/,
  // A complaint about their own body ("무릎이 아파요"); honorific "아프신" and conditional "아프면" are the instructor's.
  /(?:무릎|허리|손목|어깨|목|발목|골반|등|다리|발|팔)[이가]\s?(?:너무\s|좀\s)?(?:아파요|아픈데|아프네요|아파서|저려요|떨려요)/,
];

/** Whether a sentence of this line reads as a participant speaking to the instructor. */
export function readsAsParticipant(text: string, language: AnalysisLanguage): boolean {
  const patterns = language === 'ko' ? KO_PATTERNS : EN_PATTERNS;
  return (text.match(SENTENCE) ?? []).some((sentence) => patterns.some((p) => p.test(sentence.trim())));
}
