/**
 * Lines that read as a participant speaking to the instructor: a question about their own body or practice ("sorry,
 * should I feel this in my lower back?", "이렇게 해도 되나요?"), a complaint ("my wrist hurts"), or the teacher
 * addressed ("선생님, …", "excuse me"). Speaker separation misses some questions (a close voice, a question asked
 * under music), and a missed one stays among the instructor's lines; the report still must never quote it back to
 * the instructor as their own words. The patterns ask for the first person about one's own body or practice, or
 * an address to the teacher, so the instructor's own questions to the room ("can you feel…?", "다들 괜찮으세요?"),
 * conditionals ("if your wrist hurts…", "무릎이 아프면…") and an instructor's or presenter's own first-person lines
 * (asking for attention, checking their pace, offering to show, sharing the effort) are not taken. A giveaway costs
 * more than a miss: the instructor's words leave their own metrics. The other way round, a line the voices gave to
 * another voice but which speaks to the whole room ("well done, everyone") is given back to the instructor.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { speakerOf } from './attribute.ts';
import type { SpeakerTurn } from './find-speakers.ts';

const SENTENCE = /[^.!?。]+[.!?。]*/g;

/** Openers a participant puts before a question, and hesitations: "Umm, sorry, uh, should I…". */
const EN_LEAD = String.raw`(?:(?:u+m+|u+h+|e+r+m*|h+m+|sorry|so|and|okay|ok|yeah|wait|um|oh)[,\s]+)*`;
/**
 * What a participant asks to do with their own body or practice. An instructor's or presenter's own first-person
 * questions ask for the room's attention, check their delivery or offer to show something ("May I have your
 * attention?", "Am I going too fast?", "Shall I demonstrate it once more?", "What do I mean by that?"): those verbs
 * are not here.
 */
const EN_PRACTICE = String.raw`(?:(?:really|just|still|also|even|actually)\s+)?(?:feel|be\s+\w+ing|breathe|keep|bend|straighten|put|place|rest|use|hold|lift|raise|lower|move|turn|go|stay|point|drop|modify|skip|stop|come|press|push|grab|start|switch|change|sit|stand|lie|look|tuck|reach|engage|squeeze|jump|step|cross|need|have\s+to|take\s+(?:a\s+)?(?:break|rest|breather|knee|child|it\s+easy|the|my)|do\s+(?:this|that|it|the|both|one|a|an|all|each|every|more|fewer|less|them|these|those|what))\b`;
const EN_INVERSION = String.raw`\b(?:(?:should|can|could|do|did|may|must|would)\s+I[,\s]+${EN_PRACTICE}|am\s+I\s+(?:doing|supposed|meant|allowed))`;
const EN_ASKS = [
  // A first-person question: "…should I feel this?", or one that opens the sentence when no "?" was written.
  new RegExp(String.raw`${EN_INVERSION}[^?]*\?\s*$`, 'i'),
  new RegExp(String.raw`^\s*${EN_LEAD}(?:how|where|what|when|which|why)?\s*${EN_INVERSION}`, 'i'),
  // Asking whether what they do is all right: "is it okay if I stay…", "is this normal for my back?"
  new RegExp(
    String.raw`\b(?:is|was) (?:it|this|that) (?:okay|ok|alright|all right|normal|fine|bad|wrong|right)\b[^.!?]*\b(?:if I ${EN_PRACTICE}|my|me)\b`,
    'i',
  ),
  // "should my back foot…?", "is my knee…?": a question about one's own body.
  new RegExp(
    String.raw`^\s*${EN_LEAD}(?:how|where|what|when|which|why)?\s*(?:should|can|could|do|does|is|are|must) my\b`,
    'i',
  ),
  /^\s*\W*(?:excuse me|sorry)\b[^.!]*\?\s*$/i,
  /^\s*\W*(?:excuse me|sorry)\b[^.!?]*\b(?:which|what) (?:side|leg|arm|foot|hand|way|one|count|direction)\b/i,
  /\bI have a (?:quick )?question\b(?! for)/i,
  /\bhow (?:many more|much longer)\b[^.!]*\?/i,
];
const EN_TELLS = [
  // Saying what they cannot do or feel: "I did not see where the hands go", "I feel a bit dizzy".
  /\bI (?:did not|didn't|can ?not|can't|don't|do not) (?:see|reach|hear|understand|get|follow)\b(?! enough)/i,
  /\bI(?:'m| am| feel) (?:a bit |a little |really |so |very )?(?:dizzy|sick|faint|nauseous|lost|confused)\b(?![^.!?]*\b(?:without|when|whenever|if)\b)/i,
  /\bmy (?:\w+ )?(?:knees?|back|wrists?|shoulders?|neck|hips?|ankles?|foot|feet|legs?|arms?|hamstrings?|elbows?|head|core)\s+(?:(?:hurts?|aches?|clicks?|pops?|cramps?)|(?:is|are|keeps?|starts?(?: to)?) (?:really |so |still )?(?:hurting|hurt|sore|shaking|burning|cramping|aching|clicking|killing me))\b/i,
];
/**
 * An instructor speaking to the room ("I can't hear you!", "stay with me"), running the class ("should I put the
 * music up?", "where was I?") or offering to show something: a sentence with any of these is not a participant's.
 */
const EN_ROOM =
  /\b(?:you|your|yours|everyone|everybody|anyone|anybody|guys|y'all|folks|all of you|with me|music|slides?|chart|mic|microphone|photos?|pictures?|video|lights?|volume|show|demonstrate|explain|where was I|about that)\b/i;
/**
 * An instructor sharing the effort ("my legs are shaking too, I promise") or telling a story ("my back hurts when I
 * skip my morning practice", "I always remember…"): a statement with any of these is not a participant's complaint.
 */
const EN_SHARING = /\b(?:too|as well|promise|usually|always|whenever|every time|used to|skip my)\b/i;
/** A participant asking the teacher to show or say something again ("Could you show that again please?"). */
const EN_TO_TEACHER =
  /\b(?:could|can|would) you (?:please )?(?:show|repeat|explain|say|demonstrate|do)\b(?![^.!?]*\bquestion\b)[^.!?]*\b(?:again|once more|(?:the|that) last (?:part|bit)|that part)\b/i;

const KO_FIRST_PERSON = /(?:^|\s)(?:제가|저는|저도|전|저|제)\s/;
/** What a participant asks about their own practice: "…해야 하나요?", "맞게 하고 있나요?", "해도 되나요?". */
const KO_PRACTICE_QUESTION =
  /(?:[가-힣]+야\s?(?:하나요|되나요|돼요\s*\?|할까요)|[가-힣]+면\s?(?:되나요|돼요\s*\?)|맞(?:게|나요|아요\s*\?|죠\s*\?|는\s?(?:거|건)가요)|어떻게\s?해요\s*\?)/;
/** An instructor offering, checking the room or their own delivery, or sharing: "제가 보여 드릴까요?", "저도 떨려요, 같이…". */
const KO_ROOM =
  /드릴까요|드릴게요|보이나요|보이세요|들리나요|들리세요|설명|말씀|빠른가요|느린가요|카운트|여러분|다들|같이|저도|처음엔|예전/;
const KO_OWN = [
  // The teacher addressed with a question ("선생님, 어느 쪽부터 해요?"), not "선생님들" and not a teacher trainee
  // told what to do ("선생님, 어깨 내리세요": teacher training addresses each trainee so).
  /^\s*선생님(?!들)(?![^?]*세요)[^?]*(?:\?|나요|까요|가요)\s*$/,
  // A first-person question about one's own practice: "제가 맞게 하고 있나요?", "저는 어떻게 해야 하나요?"
  new RegExp(String.raw`${KO_FIRST_PERSON.source}[^.!?]*${KO_PRACTICE_QUESTION.source}`),
  // Asking permission: "이렇게 해도 되나요?", "무릎 내려도 돼요?"
  /(?:해도|돼도|써도|내려도|쉬어도|놓아도|펴도|굽혀도|꿇고 해도)\s?(?:되나요|될까요|괜찮나요|돼요\s*\?|괜찮아요\s*\?)/,
  // Asking for a question, a repeat, or how much longer: "질문이 있는데요", "다시 보여주실 수 있나요?", "몇 개 더 해요?"
  /질문(?:이|하나)\s?(?:있는데요|있어요(?!\s*\?)|있습니다)|다시\s?(?:한\s?번\s?)?(?:보여|설명해)\s?주(?:실 수 있나요|시겠어요|세요\s*\?)|(?:몇\s?(?:개|번|세트)|얼마나)\s?더\s?(?:해요|하나요|남았나요|남았어요)/,
  // Saying what they cannot do or feel, as a statement: "잘 안 보여요", "손이 바닥에 안 닿아요", "어지러워요".
  /(?:잘\s?)?(?:안|못)\s?(?:보여요|봤어요|닿아요|들려요)(?!\s*\?)|어지러워요(?!\s*\?)|속이 안 좋아요(?!\s*\?)/,
  // A complaint about their own body ("무릎이 아파요"); honorific "아프신", conditional "아프면" and a question to
  // the room ("허리가 아파요? 그럼…") are the instructor's.
  /(?:무릎|허리|손목|어깨|목|발목|골반|등|다리|발|팔)[이가]\s?(?:너무\s|좀\s)?(?:(?:아파요|아프네요|저려요|떨려요)(?!\s*\?)|아픈데|아파서)/,
];

/** Hesitations inside a sentence ("should I, um, feel this, like, …") do not change what it asks. */
const EN_HESITATION = /\b(?:u+m+|u+h+|e+r+m+|h+m+)\b,?\s*|(?<=,)\s*like,/gi;

function sentenceIsParticipants(text: string, language: AnalysisLanguage): boolean {
  if (language === 'ko') return !KO_ROOM.test(text) && KO_OWN.some((p) => p.test(text));
  const sentence = text.replace(EN_HESITATION, '');
  if (EN_TO_TEACHER.test(sentence)) return true;
  if (EN_ROOM.test(sentence)) return false;
  return (
    EN_ASKS.some((p) => p.test(sentence)) || (!EN_SHARING.test(sentence) && EN_TELLS.some((p) => p.test(sentence)))
  );
}

/** Whether a sentence of this line reads as a participant speaking to the instructor. */
export function readsAsParticipant(text: string, language: AnalysisLanguage): boolean {
  return (text.match(SENTENCE) ?? []).some((sentence) => sentenceIsParticipants(sentence.trim(), language));
}

const EN_OWN_QUESTION = /\b(?:I|I'm|I've|I'd|my|me|myself)\b[^?]*\?\s*$/;
const EN_APOLOGY =
  /^\s*\W*(?:(?:u+m+|u+h+|e+r+m*|h+m+|oh|so|okay|ok)[,\s]+)*(?:sorry|excuse me|pardon)\b[^.!?]*\?\s*$/i;
const KO_OWN_QUESTION = new RegExp(String.raw`${KO_FIRST_PERSON.source}[^.!?]*(?:\?|나요|까요|가요)\s*$`);

/**
 * Whether a line may be a participant's, for what the report may quote: broader than `readsAsParticipant`. Any
 * question in the first person singular ("…should I be your business in my neck?", a student's "should I feel this
 * in my neck?" misheard on a phone copy) or opened by an apology ("Umm, sorry, …?"). Moving a line to another voice
 * takes its words out of the instructor's metrics, so that needs the question to be about the student's own practice
 * and nothing said to the room; leaving a line unquoted only costs the report one candidate, so here the rest of the
 * sentence does not matter (an instructor's own "Am I going too fast?" is not a line worth rewriting either).
 */
export function mayBeParticipants(text: string, language: AnalysisLanguage): boolean {
  if (readsAsParticipant(text, language)) return true;
  return (text.match(SENTENCE) ?? []).some((raw) => {
    const sentence = raw.trim();
    if (language === 'ko') return KO_OWN_QUESTION.test(sentence);
    return EN_OWN_QUESTION.test(sentence) || EN_APOLOGY.test(sentence);
  });
}

/**
 * Whether the whole line is a student speaking: its first sentence reads as a participant's, and every sentence after
 * it does too or is a question of its own ("Excuse me, which leg goes first? The right or the left one?"). A line
 * that goes on to an answer or an instruction is not.
 */
export function readsWhollyAsParticipant(text: string, language: AnalysisLanguage): boolean {
  const sentences = (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
  const participant = (sentence: string) => sentenceIsParticipants(sentence, language);
  return (
    sentences.length > 0 &&
    participant(sentences[0]!) &&
    sentences.slice(1).every((sentence) => participant(sentence) || sentence.endsWith('?'))
  );
}

/**
 * The turns, with every line the voices left with the instructor but whose every sentence reads as a participant's
 * given to another voice: the question is then shown as a student's, counted in `otherSpeech`, and its words,
 * cues and hesitations are not the instructor's. A line that only partly reads so (a question and the
 * instructor's answer in one line) stays the instructor's; the report still does not quote it.
 */
export function withParticipantLines(
  turns: SpeakerTurn[],
  lines: (TimeRange & { text: string })[],
  language: AnalysisLanguage,
): SpeakerTurn[] {
  const read = relabelled(turns, lines, 'instructor', 'other', (text) => readsWhollyAsParticipant(text, language));
  return withContestedQuestions(read, lines, language);
}

/**
 * A sentence opened as a participant opens a word to the teacher (an apology, "excuse me", "저기요", "죄송한데") that goes
 * on in the first person singular, however the rest was heard: a close voice's "Umm, sorry, should I feel this in my
 * lower back?" under a bed 6 dB down came out as "Sorry, showed my feet this in my lower back." with no question mark.
 * Read only in a contested region, and not when it speaks to the room or is the instructor correcting herself
 * ("Sorry, can everyone hear me?", "Sorry, I lost my place.", "Excuse me, let me move this mat.").
 */
const EN_OPENER = /^\s*\W*(?:(?:u+m+|u+h+|e+r+m*|h+m+|oh|so|okay|ok)[,\s]+)*(?:sorry|excuse me|pardon)\b/i;
/** …about their own body ("…in my lower back"), or a question in the first person. */
const EN_OWN = /\bmy\b|\b(?:I|me)\b[^?]*\?\s*$/i;
const EN_SELF_CORRECTION =
  /\b(?:let me|lost my (?:place|train)|where was I|my (?:mistake|bad)|I mean|I meant|everyone|everybody|all of you|guys|folks|music|mic|microphone|volume|slides?)\b/i;
/** A line that is a question: written with a question mark, or a Korean question ending. */
const QUESTION = /(?:\?|나요|까요|가요)\s*$/;
const KO_OPENER = new RegExp(
  String.raw`^\s*(?:저기요|저기,|죄송(?:한데|하지만|합니다|해요)|실례(?:지만|합니다))[^.!?]*${KO_FIRST_PERSON.source}`,
);

/**
 * Whether a line in a contested region reads as a participant's: its first sentence opens as a word to the teacher
 * about themselves, and every sentence after it does too or is a question (as `readsWhollyAsParticipant`, which
 * has already read every line).
 */
function contestedReadsAsParticipant(text: string, language: AnalysisLanguage): boolean {
  const opens = (sentence: string) =>
    language === 'ko'
      ? KO_OPENER.test(sentence) && !KO_ROOM.test(sentence)
      : EN_OPENER.test(sentence) && EN_OWN.test(sentence) && !EN_SELF_CORRECTION.test(sentence);
  const sentences = (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
  return (
    sentences.length > 0 &&
    opens(sentences[0]!) &&
    sentences.slice(1).every((s) => opens(s) || QUESTION.test(s) || readsAsParticipant(s, language))
  );
}

/** A contested question this close after another voice's line goes on from it (find-speakers.ts TURN_GAP_SEC). */
const FOLLOW_ON_SEC = 2;

/**
 * Where the voice model found another voice but the voices kept the region as the instructor's (find-speakers.ts
 * `contested`: given back by the second check, or 3–7 semitones over her), the acoustic evidence is already there
 * and the words only need to agree: a line lying mostly in such a region that reads as a participant's, or opens as
 * one however misheard (`contestedReadsAsParticipant`), or is a question right after another voice's line with none
 * of the instructor's speech between, is another voice's. A close voice's question under a bed 6–8 dB down stood at
 * misfit 11.8–12.5 and was given back (development `close-mat-usm3-vs-gbm7`); a slightly higher woman's at 10.9–24.7
 * was kept as a raised voice (`close-mat-gbf1-vs-usf3`). The words alone never move a line this reading picks out.
 * The flag is dropped once read.
 */
function withContestedQuestions(
  turns: SpeakerTurn[],
  lines: (TimeRange & { text: string })[],
  language: AnalysisLanguage,
): SpeakerTurn[] {
  const contested = turns.filter((t) => t.contested);
  if (!contested.length) return turns;
  const inContested = (l: TimeRange) =>
    contested.reduce((sum, t) => sum + Math.max(0, Math.min(l.end, t.end) - Math.max(l.start, t.start)), 0) >
    (l.end - l.start) / 2;
  const plain = turns.map(({ contested: _, ...t }) => t);
  const spans: TimeRange[] = [];
  for (const l of [...lines].sort((a, b) => a.start - b.start)) {
    if (l.end <= l.start || speakerOf(l, turns) !== 'instructor' || !inContested(l)) continue;
    const reads = contestedReadsAsParticipant(l.text, language);
    // A question's second sentence on a line of its own ("…which leg goes first?" "The right or the left one?"):
    // a question right after another voice's line, with none of the instructor's speech between.
    const after = [...turns.filter((t) => t.speaker === 'other'), ...spans].some(
      (t) => t.end <= l.start + 1e-3 && l.start - t.end <= FOLLOW_ON_SEC,
    );
    const between = plain.some(
      (t) => t.speaker === 'instructor' && !inContested(t) && t.end <= l.start && t.start >= l.start - FOLLOW_ON_SEC,
    );
    if (reads || (QUESTION.test(l.text) && after && !between)) spans.push(l);
  }
  return spans.length === 0 ? plain : reassigned(plain, spans, 'other');
}

/**
 * The turns, with every line the voices gave to `from` and whose text `reads` picks out handed to `to`. Both
 * corrections (a participant's question, the instructor's word to the room) pick lines the same way and differ only
 * in which voice they take a line from and what they read it for.
 */
function relabelled(
  turns: SpeakerTurn[],
  lines: (TimeRange & { text: string })[],
  from: SpeakerTurn['speaker'],
  to: SpeakerTurn['speaker'],
  reads: (text: string) => boolean,
): SpeakerTurn[] {
  const spans = lines.filter((l) => l.end > l.start && speakerOf(l, turns) === from && reads(l.text));
  return spans.length === 0 ? turns : reassigned(turns, spans, to);
}

/** The turns with each span cut out of them and given to `speaker` as a turn of its own. */
function reassigned(turns: SpeakerTurn[], spans: TimeRange[], speaker: SpeakerTurn['speaker']): SpeakerTurn[] {
  const cut = turns.flatMap((turn) => {
    let pieces: SpeakerTurn[] = [turn];
    for (const span of spans) {
      pieces = pieces.flatMap((t) =>
        t.end <= span.start || t.start >= span.end
          ? [t]
          : [
              { ...t, end: span.start },
              { ...t, start: span.end },
            ].filter((piece) => piece.end > piece.start),
      );
    }
    return pieces;
  });
  const given: SpeakerTurn[] = spans.map((l) => ({ start: l.start, end: l.end, speaker }));
  return [...cut, ...given].sort((a, b) => a.start - b.start);
}

/**
 * A line that speaks to the whole room: the class addressed ("everyone", "all of you", "여러분", "다들"), thanked
 * for coming or praised ("thank you for joining me", "well done", "수고하셨습니다"). A student asks and tells about
 * themselves; whoever speaks to the room is teaching.
 */
const EN_TO_ROOM =
  /\b(?:everyone|everybody|all of you|you all|y'all|folks|thank you (?:all|so much for|for (?:joining|coming|being|practi[sc]ing|your))|thanks for (?:joining|coming)|well done|good job|great (?:job|work)|welcome (?:back|to|everyone))\b/i;
const KO_TO_ROOM =
  /여러분|다들|모두들|수고하셨습니다|수고 많으셨습니다|잘하셨어요|잘하셨습니다|환영합니다|함께해 주셔서/;

export function speaksToTheRoom(text: string, language: AnalysisLanguage): boolean {
  return (language === 'ko' ? KO_TO_ROOM : EN_TO_ROOM).test(text) && !readsAsParticipant(text, language);
}

/**
 * The turns, with every line the voices gave to another voice but which speaks to the whole room given back to the
 * instructor. The voices misjudge a sentence now and then (a shouted closing line under music turned on mid-class
 * was taken for a student), and taking the instructor's words out of their own metrics costs more than leaving a
 * second teacher's word to the room with them.
 */
export function withRoomLines(
  turns: SpeakerTurn[],
  lines: (TimeRange & { text: string })[],
  language: AnalysisLanguage,
): SpeakerTurn[] {
  return relabelled(turns, lines, 'other', 'instructor', (text) => speaksToTheRoom(text, language));
}
