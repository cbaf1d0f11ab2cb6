/**
 * The class's own rhythm: in a class that gives an instruction and then lets students work in silence, again and
 * again, a silence of the same length after a line of speech is students' time too, even when the recogniser
 * misheard that one line so that no cue was counted in it. Copies of one recording (mp3, video, a phone, a
 * telephone call) hear different words, so a rule that asks the words alone called the same 16 s silence working
 * time in one copy and dead air in another, and scored one hip-hop class 63 to 100. The rhythm is measured on the
 * silences the words did explain, so it is the class's own, and it never reaches a silence far longer than the
 * class's usual (an instructor who stops for 40 s in a class of 15 s phrases) or one after an aside ("hang on, I need
 * to talk to the front desk", "sorry about that", "thank you", "wait a second"). Where the words explained too few
 * silences for a rhythm, silences of one length that repeat are the class's sets all the same (repeatsAsSet).
 * docs/metrics.md ("Class time") says it in words.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';

/**
 * A class has a rhythm once this many silences of dead-air length were fully explained by their words. Two: a short
 * class on a telephone line whose recogniser garbled three of its five calls ("Long leg.", "Quaint turn…") has only
 * two explained phrases, and with three asked for, its copies scored 43 and 100 (a jazz class, a HIIT class).
 */
export const RHYTHM_MIN_SILENCES = 2;
/**
 * A silence fits the rhythm up to this multiple of the longest explained one: the same phrase danced or set worked
 * again takes a little longer now and then, and copies of one recording measure a silence a second apart.
 */
export const RHYTHM_SLACK = 1.3;

export interface ReadSilence {
  start: number;
  length: number;
  /** Students' time the words explained ('working' or 'hold'), fully: no overrun that is dead air. */
  explained: boolean;
  /**
   * The words before it say the class stopped: an aside ("sorry", "hang on", "wait a sec") or a question. Such a
   * silence is never one of the class's planned sets (repeatsAsSet).
   */
  stopped?: boolean;
}

/**
 * Words that are the instructor talking about themselves or the room, not to the class about the work: "I need
 * to…", "let me find the track", "sorry", "hang on", "where was I", "thank you". A silence after them is not the
 * rhythm of the class. Asking to see or hear the class is talking to it, about the work: "let me hear you", "let me
 * see those knees", "I want to see everyone low", "I'd like you to…" (a cardio class calls "let me hear you!" and
 * dances the phrase out). So is showing or dancing the movement for the class to follow: "let me show you", "I'll
 * demonstrate", "let me just move / dance (with you)" with nothing after it. An errand keeps its object and stays an
 * aside ("let me move this mat", "let me show the front desk"); and a telephone line heard "let the hips move" as
 * "let me just move", so the bare "let me move" is the class's instruction as often as the instructor's.
 */
const TO_THE_CLASS = String.raw`(?:you|y['’]all|everyone|everybody|those|them|your)\b`;
/**
 * Showing or dancing the movement for the class: "show" or "demonstrate" not followed by a thing ("the", "this",
 * "my"…), or "move" / "dance" that ends the sentence, perhaps "with you" or "along". Another aside word in the same
 * line still makes it an aside ("let me show you, hang on").
 */
const SHOWING = String.raw`(?:just\s+)?(?:(?:show|demonstrate)\b(?!\s+(?:the|this|that|my|him|her)\b)|(?:move|dance)\s*(?:(?:it\s+)?(?:with\s+(?:you|y['’]all)|along)\s*)?(?:[.!?,;…]|$))`;
const EN_ASIDE = new RegExp(
  [
    String.raw`\b(?:i(?:['’](?:m|ve|ll|d))?\b(?!['’])(?!\s+(?:want|need|would\s+like|like)\s+(?:you|to\s+(?:see|hear)\s+${TO_THE_CLASS}))(?!\s+(?:will\s+|am\s+)?(?:going\s+to\s+|gonna\s+)?${SHOWING})`,
    String.raw`let\s+me\b(?!\s+(?:see|hear|watch)\s+${TO_THE_CLASS})(?!\s+${SHOWING})`,
    String.raw`sorry|excuse\s+me|hang\s+on|hold\s+on|one\s+sec(?:ond)?\b|(?:wait|give\s+me|gimme|bear\s+with\s+me)\s+(?:for\s+)?(?:a|one|half\s+a)\s+(?:sec(?:ond)?|min(?:ute)?|moment)\b|oops|whoops|anyway|where\s+was|thank(?:s|\s+you)|front\s+desk)`,
  ].join('|'),
  'iu',
);
const KO_ASIDE = /(?:제가|저는|저도|제\s|죄송|미안|잠깐만|잠시만|감사합니다|고맙습니다|음악이|소리가|스피커|어디까지)/u;
/**
 * The Korean ways of teaching in the first person, which KO_ASIDE's "제가 / 저는 / 저도 / 제" would take for the
 * teacher talking about themselves: showing the movement ("제가 먼저 보여 드릴게요", "제가 시범을 보일게요", "제 동작을
 * 보세요"), counting for the class ("제가 셀게요", "제가 카운트할게요") or moving with it ("저도 같이 할게요"); and
 * "잠깐만 더 버티세요" (hold a little longer), a cue. Taken out before the aside check, so an errand in the same line
 * ("제가 보여 드릴게요, 잠깐만요, 음악이…") still makes it an aside.
 */
const KO_TEACHING_FIRST_PERSON =
  /(?:제가|저는|저도)\s*(?:(?:먼저|한\s*번|다시|같이|함께|천천히)\s*)*(?:(?:동작을\s*|시범을\s*)?보여\s*(?:드릴|줄|줄게)|시범|셀게|세어\s*(?:드릴|볼)|카운트|(?:같이|함께)?\s*(?:할게|움직일게|춤출게|따라))|제\s*(?:동작|시범|움직임|발|손|팔)(?:을|를)?\s*(?:보세요|봐\s*주세요|잘\s*보세요|따라)|잠깐만\s*(?:더\s*)?(?:버티|유지|머무|참)/gu;

/**
 * Words that close an interruption and turn back to the class: "sorry about that", "thanks for waiting", "where was
 * I", "죄송합니다". Said with more after them ("Sorry about that, rise onto demi-pointe and balance."), the teaching
 * has resumed, and what follows is judged, not the apology: a telephone copy wrote that line as one sentence, where
 * the mp3 wrote "Sorry about that." apart, and its 15 s balance was dead air in one copy only.
 */
const EN_RESUMED = new RegExp(
  [
    String.raw`\bsorry\s+(?:about|for)\s+(?:that|this|the\s+(?:wait|delay|interruption|break|pause))`,
    String.raw`\bsorry\s+(?:everyone|everybody|all|guys|folks|team)`,
    String.raw`\bthank(?:s|\s+you)\s+for\s+(?:waiting|your\s+patience|bearing\s+with\s+me)`,
    String.raw`\bwhere\s+(?:was\s+i|were\s+we)`,
    String.raw`\b(?:and\s+)?we(?:['’]re|\s+are)\s+back`,
  ].join('|'),
  'giu',
);
const KO_RESUMED =
  /(?:죄송(?:합니다|해요)|미안(?:합니다|해요)|기다려\s*주셔서\s*감사(?:합니다|해요)|어디까지\s*했(?:죠|지요|더라))/gu;

/** What an aside is judged on: the words after the last phrase that resumed the class, when words follow it. */
function afterResumed(text: string, language: AnalysisLanguage): string {
  let end = -1;
  for (const m of text.matchAll(language === 'ko' ? KO_RESUMED : EN_RESUMED)) end = m.index + m[0].length;
  if (end < 0) return text;
  const rest = text.slice(end);
  return /[\p{L}\p{N}]/u.test(rest) ? rest : text;
}

export function isAside(text: string, language: AnalysisLanguage): boolean {
  const judged = afterResumed(text, language);
  if (language === 'ko') return KO_ASIDE.test(judged.replace(KO_TEACHING_FIRST_PERSON, ' '));
  return EN_ASIDE.test(judged);
}

/** The other silences of dead-air length that their words explained fully. */
const explainedBesides = (silences: ReadSilence[], at: ReadSilence, deadAirSec: number) =>
  silences.filter((s) => s !== at && s.explained && s.length >= deadAirSec);

/**
 * Whether the class has a rhythm around a silence: RHYTHM_MIN_SILENCES other silences its words explained, at least
 * one of them after this one (the pattern goes on: a class that stops working in silence has stopped having that
 * rhythm) unless no silence of dead-air length comes after it at all. The first working silence of a class may be
 * the misheard one, so none is needed before it; so may the last (a cardio class's cool-down on a telephone line,
 * "Shake out the land.", was 15 s of dead air and its copy scored 59 where the others scored 100).
 */
export function hasRhythm(silences: ReadSilence[], at: ReadSilence, deadAirSec: number): boolean {
  const explained = explainedBesides(silences, at, deadAirSec);
  const last = !silences.some((s) => s.start > at.start && s.length >= deadAirSec);
  return explained.length >= RHYTHM_MIN_SILENCES && (last || explained.some((s) => s.start > at.start));
}

/** Whether a silence fits the class's rhythm: it has one, and this silence is no longer than its longest × slack. */
export function fitsRhythm(silences: ReadSilence[], at: ReadSilence, deadAirSec: number): boolean {
  if (!hasRhythm(silences, at, deadAirSec)) return false;
  return at.length <= Math.max(...explainedBesides(silences, at, deadAirSec).map((s) => s.length)) * RHYTHM_SLACK;
}

/**
 * Whether a silence after a line that opens with an instruction but has no cue counted in it is the class working:
 * no longer than the longest silence cues explained (× slack), one such silence being enough, since the line itself
 * says the class was told to do something. A telephone copy of a reformer class heard "Lower the heels…" as "Lower
 * the peel…"; the 25 s after it, as long as the class's other sets, was dead air there and working time elsewhere.
 */
export function withinRhythm(silences: ReadSilence[], at: ReadSilence, deadAirSec: number): boolean {
  const explained = explainedBesides(silences, at, deadAirSec);
  return explained.length > 0 && at.length <= Math.max(...explained.map((s) => s.length)) * RHYTHM_SLACK;
}

/**
 * Silences of one planned length: the longer at most this multiple of the shorter. The sweep classes' sets run
 * 15-40 s and one class's sets differ by up to a quarter (a cycling class's 25 and 30 s climbs, a HIIT class's
 * 30 and 40 s intervals are not one length; 40 s stations measured 40.0-40.1 s in every copy), while their real stops
 * (40-60 s) run 1.6 to 2.5 times the class's longest set.
 */
export const SET_LENGTH_SLACK = 1.25;
/**
 * This many silences of one length, the judged one among them, are the class's planned sets. Three, not two: a
 * class that stops twice for the music (two 40 s stops in a class of 15 s phrases) has two of one length.
 */
export const SET_REPEATS = 3;
/**
 * And they are at least this share of the class's long silences that no words called a stop: the sets are the
 * class's pattern. A long class that stops a dozen times for 10-60 s has three stops of about one length by chance,
 * and a listener hears no pattern in them; a circuit's stations, a cycling class's climbs, or a HIIT class's
 * intervals and rests (two lengths) are half its silences or more.
 */
export const SET_SHARE = 1 / 3;

/**
 * Whether a silence is one of the class's planned sets: with it, at least SET_REPEATS silences of dead-air length
 * and of about one length (SET_LENGTH_SLACK) come after words that do not say the class stopped, however many of
 * them the words explained. A circuit on a telephone line whose station calls were all misheard ("Station 2,
 * armakar, wok-tol…") still works four 40 s stations: a listener hears the repeats, not the words. A real stop is a
 * one-off in length; sets repeat.
 */
export function repeatsAsSet(silences: ReadSilence[], at: ReadSilence, deadAirSec: number): boolean {
  if (at.stopped || at.length < deadAirSec) return false;
  const long = silences.filter((s) => !s.stopped && s.length >= deadAirSec);
  const alike = long.filter((s) => Math.max(s.length, at.length) <= Math.min(s.length, at.length) * SET_LENGTH_SLACK);
  return alike.length >= SET_REPEATS && alike.length >= long.length * SET_SHARE;
}
