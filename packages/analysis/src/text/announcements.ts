/**
 * What the words before a silence announce about it: a hold ("stay here for five breaths", "다섯 호흡 유지합니다"),
 * a rest or water break, a timed work interval ("thirty seconds, go!"), or a question to the class; and, when
 * they say it, how long it lasts. The class time model (metrics/class-time.ts) reads the silence with it.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';

export type AnnouncementKind = 'hold' | 'rest' | 'interval' | 'question';

export interface Announcement {
  kind: AnnouncementKind;
  /** The length the words give, in seconds (breaths and counts converted); absent when none is said. */
  seconds?: number;
  /**
   * The words tell the class what to do ("keep it moving", "dance it through"), so the line is an instruction even
   * where the cue rules found none in it: class-time.ts counts it with the cues the recogniser missed.
   */
  instructs?: boolean;
}

const EN_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  'a few': 3,
  few: 3,
  'a couple of': 2,
  'a couple': 2,
  several: 4,
  'half a': 0.5,
};
const EN_NUM = `(\\d+(?:\\.\\d+)?|forty-five|${Object.keys(EN_NUMBERS)
  .filter((k) => k !== 'forty-five')
  .sort((a, b) => b.length - a.length)
  .map((k) => k.replace(/ /g, '\\s+'))
  .join('|')})`;
/** "for five breaths", "another two minutes", "30 seconds", "eight counts". */
const EN_DURATION = new RegExp(
  `\\b${EN_NUM}\\s+(?:more\\s+|full\\s+|deep\\s+|slow\\s+|long\\s+|big\\s+)*(breaths?|seconds?|secs?|minutes?|mins?|counts?)\\b`,
  'giu',
);
/**
 * A second or a minute the instructor asks for themselves ("give me a second", "hang on a sec", "wait a minute",
 * "bear with me a minute"): their own wait, not a length for the class. Read as one, "Sorry, give me a second, this
 * spring is stuck." made a 50 s stop 6 s of working time and 44 s of dead air in three copies of a class and 50 s of
 * dead air in the fourth, which heard "give me your second".
 */
const EN_OWN_WAIT_BEFORE = /\b(?:give\s+me|gimme|hang\s+on|hold\s+on|wait|bear\s+with\s+me)\s*,?\s*(?:for\s+)?$/iu;
/** "Sorry, one second.", "Just a sec.": only a second (a minute said so is the class's: "One minute, go!"). */
const EN_OWN_SECOND_BEFORE = /(?:^|[,.!;:]|\bsorry|\bokay|\bok|\bjust)\s*,?\s*$/iu;
/** The length itself: one second or minute, nothing more ("just one more minute" is the class's). */
const EN_OWN_WAIT_LENGTH = /^(?:a|an|one|half\s+a)\s+(sec(?:ond)?|min(?:ute)?)$/iu;
/** …and nothing after it that makes it the class's ("a minute more", "one minute left", "one minute to go"). */
const EN_CLASS_LENGTH_AFTER = /^\s*(?:more|left|to\s+go|longer|on|of\b)/iu;
/**
 * "hold it", "stay here for…", "we'll stay": a hold of the class, not a body part held ("let the bolster hold you").
 * A pose may be named between the article and "pose" or "position" ("hold the hundred position", "stay in your
 * child's pose"): a reformer class's 40 s "hold the hundred position" read as working time in all four copies.
 */
const EN_HOLD_SHAPE = String.raw`(?:the|this|that|your)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:pose|position|shape|stretch)`;
const EN_HOLD = new RegExp(
  String.raw`\b(?:(?:hold|stay|remain|linger|pause)(?=\s+(?:it|this|that|here|there|still|for|with\s+(?:it|me|the\s+breath)|in\s+${EN_HOLD_SHAPE}|${EN_HOLD_SHAPE})\b|\s*[,.!;]|\s*$)|rest(?:ing)?\s+here|breathe\s+here|keep\s+(?:holding|breathing)|we(?:'ll|\s+will)\s+(?:stay|be\s+here|hold)|settle\s+in(?:to)?|savasana|shavasana)`,
  'iu',
);
/**
 * A hold heard as another word: a length given to a place ("we will take here for two minutes" for "stay here", "be
 * there for thirty seconds") is staying there, whatever verb was heard; and "fold" with what follows a hold ("fold
 * it", "fold there", "fold in for 30 seconds"), the recogniser's commonest mishearing of "hold", or a fold given a
 * length, is held: a fold is a shape the class stays in, not a movement repeated. "Fold forward" without a length, or
 * "come back to center and fold", is the movement, not a hold.
 */
const EN_HOLD_HEARD_AS = /\bfold(?=\s+(?:it|there|here|still)\s*(?:[.!,;]|$|for\b))/iu;
/**
 * A hold verb and its length with nothing between, or "for" heard as "four": "hold 30 seconds", "stay four 90 seconds"
 * (a yin class's "stay for ninety seconds" on a telephone line), "hold four breaths".
 */
const EN_HOLD_LENGTH = new RegExp(
  String.raw`\b(?:hold|stay|remain|linger)\s+(?:(?:for|four|fore)\s+)?(?:another\s+)?${EN_NUM}\s+(?:more\s+)?(?:breaths?|seconds?|secs?|minutes?|mins?)\b`,
  'iu',
);
/** With a length said: "…here for two minutes", "…in this shape for five breaths", "fold in for 30 seconds". */
const EN_HELD_FOR =
  /\b(?:(?:here|there|in\s+(?:the|this|that|your)\s+(?:pose|position|shape|stretch))\s+for\b|fold\b(?:[^.!?;]|\.(?=\d))*\b(?:seconds?|secs?|minutes?|mins?|breaths?)\b)/iu;
/** What may follow a rest and keep it a rest: breathing, relaxing, water ("rest and breathe", "recover and relax"). */
const EN_RESTING = String.raw`(?:breathe|breath|relax|recover|reset|shake|catch|grab|get|have|drink|sip|hydrate|rest)\b`;
/**
 * "And rest.", "rest and breathe", "rest for 20 seconds", "grab some water"; "rest your forehead on the mat" places a
 * body part.
 */
const EN_REST = new RegExp(
  String.raw`\b(?:rest(?=\s*(?:[.,!;]|$|for\b|here\b|now\b|up\b|and\s+${EN_RESTING}))|` +
    String.raw`take\s+a\s+(?:short\s+|quick\s+)?(?:rest|break|breather)|water\s+break|(?:grab|get|have)\s+(?:some\s+|a\s+)?(?:water|drink|sip)|catch\s+your\s+breath|recover|shake\s+it\s+out)\b`,
  'giu',
);
/**
 * A line that sends the class to rest, whatever is heard after the verb: "rest in child's pose", "rest on your back",
 * "rest a moment", "come to rest", "relax into the floor". The pose named after it is the word a recogniser mishears
 * most ("rest in savasana" heard over a telephone line as "rest in San Masana"), so the rest is read from the verb.
 * "Rest your hands on your hips", "rest your weight on the front foot" place a body part and "the rest of the class"
 * is the remainder: none of them matches ("rest your", "the rest" are left out on purpose).
 */
const EN_REST_INTO =
  /(?<!\bthe\s+)\b(?:rest(?:ing)?\s+(?:in|into|on(?:to)?\s+(?:your|the)\s+(?:back|belly|stomach|side|mat|floor)|a\s+(?:moment|minute|bit|little|while)|(?:easy|completely|fully|deeply|quietly|comfortably))\b|come\s+(?:to|into)\s+(?:a\s+)?rest\b(?!\s+(?:your|the|on\s+your\s+(?:hands?|elbows?|forearms?|knees?|fingertips))\b)|relax\s+(?:in|into|onto)\b)/iu;
/**
 * Lying down (on the back, the side, the floor; "lie down", "flat on the mat"): with a rest in the same line ("Come
 * down onto your back and rest in …", "lie down and relax") it is the closing rest, savasana by whatever name was
 * heard, and lasts as long as savasana. Moving "onto your …" is read as lying down whatever the place was heard as
 * (the telephone copy of a hatha class heard "onto your back and rest in savasana" as "onto your Mac and rest in San
 * Masana"), except onto the hands, knees, forearms or feet, where a rest is child's pose or tabletop, a short one.
 */
const EN_LYING =
  /\b(?:onto\s+(?:your|the)\s+(?!(?:knees?|hands?|forearms?|elbows?|toes?|feet|foot|fingertips|heels?|shins?|balls?|tiptoes?|front|left|right)\b)[a-z']+|on\s+(?:your|the)\s+(?:back|side|belly|stomach|mat|floor|ground)|lie\s+(?:down|back|flat)|lay\s+down|lying\s+(?:down|flat|on\s+your\s+back)|down\s+(?:to|on)\s+the\s+(?:floor|ground)|flat\s+on\s+(?:your\s+back|the\s+(?:mat|floor)))\b/iu;
/** Relaxing as the whole of a cue ("…and relax.", "relax completely"), not a body part let go ("relax your jaw"). */
const EN_RELAX_ALONE = /\brelax(?=\s*(?:[.,!;]|$|completely\b|fully\b))/iu;
/**
 * A rest word the sentence goes on from to another movement is a step of the movement ("fall to the left, recover,
 * and fall to the right"): the silence after the line is for the last movement, not a rest.
 */
const EN_THEN_MOVE = new RegExp(String.raw`^\s*,?\s*(?:and\s+(?:then\s+)?|then\s+)(?!${EN_RESTING})[a-z]`, 'iu');
/** The class handed the work to do alone ("dance it through on your own", "your turn"): students work, unannounced. */
const EN_ON_YOUR_OWN =
  /\b(?:on\s+your\s+own|by\s+yourselves|your\s+turn|in\s+your\s+own\s+time|at\s+your\s+own\s+pace)(?=\s*(?:[.,!;]|$|(?:with|to|for|now|and|again|until|from|in)\b))/iu;
/**
 * The class told to dance, perform or run the phrase it was taught ("Dance it through…", "Perform the whole
 * combination", "Run it with the music"): students dance it, unannounced. Read from the start of the line, whatever
 * follows, since what follows is where a recogniser goes wrong: "dance it through on your own" heard as "dance it
 * from your own wing the music" lost its "on your own", and the 24 s phrase danced after it was dead air.
 */
const EN_DANCE_IT =
  /^(?:(?:and|now|okay|ok|so|alright|all\s+right)\b[\s,]*)*(?:dance|perform|run)\s+(?:it|that|this|the\s+(?:whole\s+|full\s+)?(?:combination|combo|phrase|routine|piece|sequence|section|dance|thing))\b/iu;
/**
 * The class told to carry on with what it is doing ("keep it moving", "keep going", "keep them going"): students
 * work on, unannounced. A dance class's "Add a bounce in your knees and keep it moving." heard as "And announcing your
 * knees and keep it moving." was no cue, and the 15 s the class kept moving was dead air.
 */
const EN_KEEP_GOING = /\bkeep\s+(?:(?:it|them|that|this|those|the\s+\w+)\s+)?(?:going|moving)\b/iu;
// "Go!" at the end of a line starts an interval; "let it go" / "let everything go" is letting the body relax.
const EN_INTERVAL =
  /\b(?:(?<!\blet(?:\s+[\w']+){0,2}\s+)go(?=\s*[!.]?\s*$)|(?:and\s+)?begin(?=\s*[!.]?\s*$)|time\s+starts\s+now|(?:starting|start)\s+now|as\s+many\s+(?:as\s+you\s+can|reps|rounds)|amrap|work(?=\s*[!.]?\s*$))\b|\b(?:one|1),?\s+go\b/iu;
/**
 * The closing rest of a yoga class (savasana, corpse pose, final relaxation): the class lies still on purpose, for
 * minutes. Said without a length it is read as lasting up to FINAL_REST_SEC, not a pose's few breaths; coming out of
 * it ("roll out of savasana") announces nothing.
 */
const EN_FINAL_REST =
  /(?<!\b(?:out\s+of|from|after)\s+)\b(?:savasana|shavasana|corpse\s+pose|final\s+relaxation|final\s+rest)\b/iu;
/** Savasana's Korean spellings and hearings ("사바사나", "샤바사나", "사바아사나", "사바 사나") and corpse pose. */
const KO_SAVASANA = String.raw`(?:[사샤]\s*바\s*(?:아\s*)?사\s*나|송장\s*자세)`;
const KO_FINAL_REST = new RegExp(`(?<!${KO_SAVASANA}에서\\s*)(?:${KO_SAVASANA}|최종\\s*이완)(?!에서)`, 'u');
/** Lying down ("누워서", "눕습니다", "등을 대고"): with a rest in the line, the closing rest ("편안하게 누워서 쉬세요"). */
const KO_LYING = /누워|누운|눕(?:습니다|고|는|으세요)|등을\s*대고/u;
const FINAL_REST_SEC = 600;
/** A question asking for an action ("can you lift a little higher?") is an instruction, not a wait for an answer. */
const EN_QUESTION = /\?\s*$/u;
const EN_ACTION_QUESTION = /^(?:\w+\s*,\s*)?(?:can|could|would)\s+you\s+(?!tell|share|say|guess|think|name)/iu;
/**
 * The instructor asking themselves ("where was I?", "where were we?", "what was I saying?"): nobody is asked to
 * answer, so the silence after it is not the class's to answer in. A dance class's "Sorry about that, where was I?"
 * (its copies that heard no question mark read 40 s of dead air) read as 15 s of waiting and 25 s of dead air.
 */
const EN_OWN_QUESTION = /\b(?:where\s+(?:was\s+i|were\s+we)|what\s+was\s+i\s+(?:saying|doing|on))\s*\?\s*$/iu;

const KO_NUMBERS: Record<string, number> = {
  한: 1,
  하나: 1,
  두: 2,
  둘: 2,
  세: 3,
  셋: 3,
  네: 4,
  넷: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
  열다섯: 15,
  스무: 20,
  서른: 30,
  마흔: 40,
  쉰: 50,
  예순: 60,
  일: 1,
  삼: 3,
  사: 4,
  오: 5,
  육: 6,
  칠: 7,
  팔: 8,
  구: 9,
  십: 10,
  이십: 20,
  삼십: 30,
  사십: 40,
  오십: 50,
  육십: 60,
  구십: 90,
  몇: 3,
};
// A lone 이 is "this" far more often than "two" (이 자세, 이 분 = this person), so only 이십 and digits count.
const KO_NUM = `(\\d+(?:\\.\\d+)?|${Object.keys(KO_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** "다섯 호흡", "30초", "1분", "여덟 카운트", "세 번의 호흡"; the number stands at the start of a word. */
const KO_DURATION = new RegExp(
  `(?<![가-힣])${KO_NUM}\\s*(?:번의?\\s*|번\\s*더\\s*|더\\s*)?(호흡|숨|초|분(?![들이께])|카운트|박자)`,
  'gu',
);
const KO_HOLD = /유지|머무|머물|머뭅|머무르|그대로\s*(?:계|있|멈)|버티|버텨|버팁|멈춰|멈춥|멈추/u;
const KO_REST =
  /휴식|(?<![내들이])쉬(?:어|세요|겠|고|면서|십|시|ㅂ니다)|(?<![내들이])쉽니다|물\s*(?:한\s*모금|마시|드시|드세요)|숨\s*고르/u;
const KO_INTERVAL = /(?:^|\s)(?:시작|출발|고)\s*[!.]?\s*$|(?:지금|바로)\s*시작|최대한\s*많이/u;
const KO_QUESTION = /(?:\?|(?<!볼|갈|할|올|해 볼|가 볼)까요|나요|니까|습니까|을까|ㄹ까)[.!…~\s]*$/u;

function enNumber(word: string): number | undefined {
  const key = word.toLowerCase().replace(/\s+/g, ' ');
  return /^\d/.test(key) ? Number(key) : EN_NUMBERS[key];
}

function unitSeconds(unit: string, breathSec: number): number {
  if (/^(?:breath|호흡|숨)/iu.test(unit)) return breathSec;
  if (/^(?:minute|min|분)/iu.test(unit)) return 60;
  if (/^(?:count|카운트|박자)/iu.test(unit)) return 1;
  return 1;
}

function isOwnWait(text: string, m: RegExpMatchArray): boolean {
  const at = m.index ?? 0;
  const unit = EN_OWN_WAIT_LENGTH.exec(m[0])?.[1];
  if (!unit || EN_CLASS_LENGTH_AFTER.test(text.slice(at + m[0].length))) return false;
  const before = text.slice(0, at);
  return EN_OWN_WAIT_BEFORE.test(before) || (/^sec/iu.test(unit) && EN_OWN_SECOND_BEFORE.test(before));
}

/** The longest length the words give (a line may name a count and a time: the time wins when longer). */
export function announcedSeconds(text: string, language: AnalysisLanguage, breathSec: number): number | undefined {
  const pattern = language === 'en' ? EN_DURATION : KO_DURATION;
  let best: number | undefined;
  for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
    if (language === 'en' && isOwnWait(text, m)) continue;
    const n = language === 'en' ? enNumber(m[1]!) : /^\d/.test(m[1]!) ? Number(m[1]) : KO_NUMBERS[m[1]!];
    if (n === undefined || !Number.isFinite(n)) continue;
    const seconds = n * unitSeconds(m[2]!, breathSec);
    if (best === undefined || seconds > best) best = seconds;
  }
  return best;
}

/** Nothing but breathing ("Breathe.", "And breathe, nice and slow", "Take a deep breath"): no movement asked for. */
const EN_BREATH_ALONE =
  /^(?:(?:and|just|now|keep|take|a|some|deep|deeply|big|slow|slowly|nice|easy|in|out|the|your|breathe|breath|breaths|breathing)\b[\s,.!;]*)+$/iu;

/**
 * Whether a line asks for nothing but breathing. Said alone after the class worked, it is a rest: the class stops
 * and breathes ("Rest and breathe." heard over a telephone line as "Breath and breathe."). class-time.ts reads it so
 * only with no instruction just before it: "Cha cha cha, slow it down. And breathe." is the dance's breath.
 */
export function isBreathAlone(text: string, language: AnalysisLanguage): boolean {
  return language === 'en' && /\bbreath/iu.test(text) && EN_BREATH_ALONE.test(text.trim());
}

/**
 * What one utterance announces about the silence after it, or undefined when it announces nothing. A question
 * wins (the class is answering, not working), then a rest, a hold, a timed interval; an instruction that only
 * names a length ("eight counts", "10 reps") is a timed interval.
 */
export function readAnnouncement(
  text: string,
  language: AnalysisLanguage,
  breathSec: number,
): Announcement | undefined {
  const trimmed = text.trim();
  const seconds = announcedSeconds(trimmed, language, breathSec);
  const withLength = (kind: AnnouncementKind): Announcement => (seconds === undefined ? { kind } : { kind, seconds });
  if (seconds === undefined && (language === 'en' ? EN_FINAL_REST : KO_FINAL_REST).test(trimmed)) {
    return { kind: 'hold', seconds: FINAL_REST_SEC };
  }
  if (language === 'en') {
    if (EN_QUESTION.test(trimmed) && !EN_ACTION_QUESTION.test(trimmed) && !EN_OWN_QUESTION.test(trimmed)) {
      return { kind: 'question' };
    }
    const rests = [...trimmed.matchAll(EN_REST)];
    const rest =
      rests.some((m) => !EN_THEN_MOVE.test(trimmed.slice(m.index + m[0].length))) || EN_REST_INTO.test(trimmed);
    if (seconds === undefined && EN_LYING.test(trimmed) && (rest || EN_RELAX_ALONE.test(trimmed))) {
      return { kind: 'hold', seconds: FINAL_REST_SEC };
    }
    if (rest) return withLength('rest');
    if (EN_HOLD.test(trimmed)) return withLength('hold');
    const heldFor = seconds !== undefined && EN_HELD_FOR.test(trimmed) && !EN_INTERVAL.test(trimmed);
    if (heldFor || EN_HOLD_HEARD_AS.test(trimmed) || EN_HOLD_LENGTH.test(trimmed)) {
      return withLength('hold');
    }
    if (EN_DANCE_IT.test(trimmed) || EN_KEEP_GOING.test(trimmed)) return { ...withLength('interval'), instructs: true };
    if (EN_INTERVAL.test(trimmed) || EN_ON_YOUR_OWN.test(trimmed) || seconds !== undefined) {
      return withLength('interval');
    }
    return undefined;
  }
  if (KO_QUESTION.test(trimmed)) return { kind: 'question' };
  if (KO_REST.test(trimmed)) {
    if (seconds === undefined && KO_LYING.test(trimmed)) return { kind: 'hold', seconds: FINAL_REST_SEC };
    return withLength('rest');
  }
  if (KO_HOLD.test(trimmed)) return withLength('hold');
  if (KO_INTERVAL.test(trimmed) || seconds !== undefined) return withLength('interval');
  return undefined;
}
