/**
 * English cue rules. An utterance is a cue when it is an instruction (an imperative, a "let's / you're going to"
 * instruction, a breath lead-in such as "as you exhale", a negative instruction, or a short verbless body cue
 * such as "shoulders down") AND it names something to do with the body or breath. Vocabulary alone never makes a
 * cue: "let's begin", "two more", "away from", "top of your mat" carry no instruction to a body part.
 */
import type { CueRule, EvidenceSpan } from './types.ts';

const NUM =
  '(?:\\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|(?:a\\s+)?hundred|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|a\\s+few|a\\s+couple(?:\\s+of)?|few|several|another)';

export const BODY_EN =
  '(?:head|neck|chin|jaw|face|eyes?|gaze|shoulders?|shoulder\\s+blades?|arms?|elbows?|wrists?|hands?|palms?|fingers?|fingertips|thumbs?|chest|heart|sternum|collarbones?|ribs?|rib\\s*cage|belly|navel|belly\\s+button|abs|abdominals?|core|waist|spine|back|lower\\s+back|upper\\s+back|tailbone|sacrum|pelvis|pelvic\\s+floor|hips?|hip\\s+points|glutes?|seat|legs?|thighs?|quads?|hamstrings?|knees?|kneecaps?|shins?|calf|calves|ankles?|heels?|feet|foot|toes?|soles?|body|weight|torso|trunk|sit\\s*bones|crown|side\\s+body|brow|forehead|tongue|lungs|cheeks?|temples?|ears?|arches|arch\\s+of\\s+your\\s+foot)';

/**
 * The barre's steps, each written once with its accents. A ballet teacher instructs by naming the step: "Dégagé",
 * "Tendu front", "Rond de jambe" ask for the movement as "Inhale, reach up" does in a yoga class. `plural`: said of
 * several ("tendus"); `before`: words that may name it more fully ("battement tendu", "demi-plié"); `plainIsEnglish`:
 * without accents it is an English word of its own ("balance"), which opens no instruction.
 */
const BARRE_STEPS: readonly { name: string; plural?: true; before?: string; plainIsEnglish?: true }[] = [
  { name: 'tendu', plural: true, before: 'battements?\\s+' },
  { name: 'dégagé', plural: true, before: 'battements?\\s+' },
  { name: 'plié', plural: true, before: 'demi[\\s-]|grand[\\s-]' },
  { name: 'relevé', plural: true },
  { name: 'rond de jambe' },
  { name: 'frappé', plural: true },
  { name: 'fondu', plural: true },
  { name: 'battement', plural: true, before: 'petits?\\s+|grands?\\s+' },
  { name: 'développé', plural: true },
  { name: 'port de bras' },
  { name: 'passé' },
  { name: 'retiré' },
  { name: 'sous-sus' },
  { name: 'balancé', plural: true, plainIsEnglish: true },
  { name: 'soutenu', plural: true },
  { name: 'échappé', plural: true },
];

/** A step as recognisers write it: with or without its accents, a hyphen or a space between its words. */
const BALLET_STEP = BARRE_STEPS.map(
  ({ name, plural, before }) =>
    `${before ? `(?:${before})?` : ''}${name.replace(/é/g, '[ée]').replace(/ /g, '\\s+').replace(/-/g, '[\\s-]')}${plural ? 's?' : ''}`,
).join('|');

/** Each step's own spellings, as opening words of an instruction ("Tendu front", "Plie, and up"). */
const BALLET_STEP_OPENERS = BARRE_STEPS.flatMap(({ name, plainIsEnglish }) => {
  const written = name.replace(/ /g, '\\s+');
  const plain = written.replace(/é/g, 'e');
  return plain === written || plainIsEnglish ? [written] : [written, plain];
}).join('|');

/** Verbs an instructor uses to move, place or shape the body (base forms, the imperative), dance steps included. */
export const ACTION_VERBS = `inhale|exhale|breathe|deepen|reverse|take|step|alternate|loop|imagine|picture|visualize|visualise|shine|grow|face|row|spiral|walk|jump|hop|come|move|bring|lift|raise|lower|reach|press|push|pull|draw|engage|lengthen|extend|straighten|bend|fold|hinge|roll|rotate|turn|twist|open|close|drop|relax|soften|release|rest|stay|hold|keep|place|put|plant|root|ground|float|sweep|swing|circle|squeeze|hug|tuck|stack|square|level|point|flex|sit|stand|lie|kneel|shift|slide|drive|squat|lunge|pulse|pump|curl|tilt|tip|look|gaze|find|send|spread|widen|broaden|stretch|notice|feel|let|allow|switch|change|repeat|go|return|begin|start|transition|flow|sink|settle|melt|sigh|fill|empty|firm|brace|zip|knit|slow|rise|climb|kick|punch|clap|shake|wrap|interlace|cross|uncross|join|grab|align|activate|imprint|peel|articulate|nod|scoop|hollow|round|arch|sway|glide|pivot|spot|hit|land|march|skip|shuffle|dip|work|try|use|make|give|do|finish|complete|hover|wiggle|gather|cradle|support|modify|ease|avoid|protect|listen|stop|meet|pop|groove|bounce|snap|wave|isolate|reduce|lighten|follow|hook|unwind|spin|windmill|thread|catch|recline|rack|unrack|run|freeze|sell|tap|touch|trace|jog|sprint|lean|scissor|paddle|mark|set|load|hug|stomp|chassé|chasse|glissade|assemblé|pas\\s+de\\s+bourrée|back\\s+off|ease\\s+off|starting(?=\\s+now)|jeté|pirouette|brush|${BALLET_STEP_OPENERS}`;

const MARKERS =
  "(?:and|or|so|now|okay|ok|alright|all\\s+right|then|good|great|nice|beautiful|lovely|perfect|yes|awesome|from\\s+here|here|next|again|slowly|gently|softly|first|finally|when\\s+you're\\s+ready|when\\s+you\\s+are\\s+ready|if\\s+it\\s+feels\\s+good|if\\s+you\\s+can|if\\s+you'd\\s+like|if\\s+you\\s+like|go\\s+ahead\\s+and|let's|let\\s+us|we're\\s+going\\s+to|we\\s+are\\s+going\\s+to|we're\\s+gonna|you're\\s+going\\s+to|you\\s+are\\s+going\\s+to|you're\\s+gonna|i\\s+want\\s+you\\s+to|i'd\\s+like\\s+you\\s+to|i\\s+would\\s+like\\s+you\\s+to|we'll|we\\s+will|you'll|you\\s+will|please|just|start\\s+to|begin\\s+to|try\\s+to|remember\\s+to|make\\s+sure\\s+(?:to|you)|continue\\s+to|keep\\s+on|can\\s+you|could\\s+you|really|everyone|everybody|guys|folks|team|right\\s+away|this\\s+time|one\\s+more\\s+time|once\\s+more|last\\s+one|last\\s+rep|one\\s+more|(?:one|two|three|four|five|six|seven|eight|and)(?:\\s*,?\\s+(?:one|two|three|four|five|six|seven|eight|and))*\\s*,)";

/** "…and come back to centre", "…then lift the head": a second instruction joined to the first. */
const AND_IMPERATIVE = new RegExp(`\\s+(?:and\\s+then|then|and)\\s+(?=(?:${ACTION_VERBS})(?![\\p{L}]))`, 'iu');
const LEAD = new RegExp(`^(?:${MARKERS}(?![\\p{L}'’])[\\s,]*)+`, 'iu');
const IMPERATIVE = new RegExp(`^(?:${ACTION_VERBS})(?![\\p{L}])`, 'iu');
const NEGATIVE = /^(?:don't|do\s+not|never|avoid|try\s+not\s+to|no\s+need\s+to)\b/i;
const BREATH_LEAD =
  /^(?:as\s+you|on\s+(?:the|your|this|each|every|an|a)|with\s+(?:the|your|each|every)|while\s+you|every\s+time\s+you|each\s+time\s+you)\s+(?:next\s+)?(?:inhale|exhale|breathe|breath|in-breath|out-breath)/i;
const CONDITIONAL = /^(?:if|when|whenever|once)\b[^,]*,\s*/i;
const STATE =
  '(?:like|to(?=\\s+(?:your\\s+|the\\s+)?(?:heart|chest|hips?|knees?|floor|mat|sky|ceiling|ground|sides?|shoulders?|center|centre|prayer))|lifted|down|up|soft|long|lifted|wide|open|relaxed|stacked|square|level|engaged|firm|in|back|over|under|forward|together|apart|heavy|straight|tall|neutral|active|strong|slightly|toward|towards|away|stay|remain|stays|remains|pressing|reaching|pointing|facing|parallel|flexed|pointed|on|knit|closed|drawn|bent|flat|even|hip[-\\s]width|shoulder[-\\s]width)';
const BODY_SUBJECT = `(?:your\\s+|the\\s+|both\\s+)?(?:left\\s+|right\\s+|front\\s+|back\\s+|inner\\s+|outer\\s+|top\\s+|bottom\\s+|upper\\s+|lower\\s+|standing\\s+|working\\s+)?${BODY_EN}(?:\\s+of\\s+(?:the|your)\\s+${BODY_EN})?`;
/** A body part's own verb or shape: a participle ("tucked", "hugging in") or a present-tense verb ("opens", "stays"). */
const BODY_PREDICATE = `(?:(?:slightly|gently|softly|just|still|always|firmly)\\s+)?(?:[a-z]+(?:ed|ing)|(?:stay|remain|open|close|roll|lift|drop|sink|melt|reach|press|point|face|hug|draw|rise|float|move|turn|rotate|track|follow|lead|hover|rest|hang|settle|spread|widen|soften|relax|slide|glide|stack|wrap)s?|can\\s+(?:close|rest|stay|soften|relax|drop|hang|come|go)|at\\s+(?:${NUM}|\\d+)\\s+degrees)\\b`;
/** A shape said before the body part, as a cue of its own: "soft knees", "long spine", "big arms". */
const SHAPE_FIRST = new RegExp(
  `^(?:soft|bent|straight|big|long|relaxed|heavy|tall|wide|strong)\\s+${BODY_EN}\\b`,
  'iu',
);
const VERBLESS = new RegExp(`^${BODY_SUBJECT}\\s+(?:${STATE}\\b|${BODY_PREDICATE})`, 'iu');
/** A prop or the apparatus placed at the body, said without a verb: "Blanket under the head", "Bar on the upper back". */
const PROP_AT_BODY = new RegExp(
  `^(?:a\\s+|the\\s+|your\\s+)?(?:strap|straps|block|blocks|bolster|blanket|band|ball|kettlebell|dumbbells?|weights?|bar|footbar)\\s+(?:\\w+\\s+)?(?:on|under|beneath|between|behind|across|against|around|at|over)\\s+(?:the|your|both|each)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\b`,
  'iu',
);
/** A fragment that takes the class to a position: "Onto your side for the clam series", "Into child's pose". */
const TO_POSITION =
  /^(?:and\s+)?(?:onto|into|on\s+to|over\s+to|down\s+to|back\s+to|up\s+to)\s+(?:your|the|all|a|an)\s+(?:\w+(?:'s)?\s+){0,2}?(?:side|back|belly|stomach|front|knees|fours|mat|feet|seat|pose|position|stance|dog|plank|tabletop|bridge|squat|lunge|fold)\b/iu;
/** Apparatus set-up said as a fragment: "Two reds and a yellow", "Headrest down", "Footbar up". */
const SPRING_COLOUR = '(?:reds?|blues?|yellows?|greens?|whites?|blacks?)';
const APPARATUS_SETUP = new RegExp(
  `^(?:and\\s+)?(?:(?:${NUM}|a|an)\\s+${SPRING_COLOUR}(?:\\s+(?:and|plus)\\s+(?:${NUM}|a|an)\\s+${SPRING_COLOUR})*\\b|(?:headrest|footbar|foot\\s+bar|gear\\s*bar|springs?|the\\s+bar|box|platform)\\s+(?:up|down|on|off|in|out|to\\s+\\w+)\\b)`,
  'iu',
);
/** Verbless cues that move the class on: "other side", "first position", "from the top", "next up, squats". */
const VERBLESS_MOVE =
  /^(?:and\s+)?(?:rest|water\s+break|take\s+a\s+break|switch|springs?\s+(?:down|up|to|on)|next\s+exercise)\b|^(?:the\s+)?(?:other|second|opposite)\s+side\b|^(?:first|second|third|fourth|fifth)\s+position\b|^(?:and\s+)?(?:from\s+the\s+top|take\s+it\s+from\s+the\s+top)\b|^(?:first\s+up|next\s+up|up\s+next|first\s+exercise|next\s+exercise|next\s+move|coming\s+up)\b\s*[,:]?\s*\S/iu;
/** Counting, countdowns and time calls said on their own: "Five, four, three, two, one, go!", "Two more.", "Last ten seconds!". */
const COUNT_WORD = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten)';
const COUNT_SEQUENCE = `${COUNT_WORD}(?:\\s*,?\\s+(?:and\\s+)?${COUNT_WORD}){2,}`;
const TIMING_CALL = new RegExp(
  `^(?:${COUNT_SEQUENCE}|${NUM}\\s+(?:more|of\\s+(?:these|those|them)|sets?\\s+of|(?:more\\s+)?(?:breaths?|seconds?|counts?|reps?|times|rounds?)\\b)|(?:last|final)\\s+(?:one|rep|round|set|${NUM}|breath)|halfway(?=\\s+(?:there|through|done)\\b|\\s*[,.!]|\\s*$)|${NUM}\\s+seconds?\\s+(?:left|to\\s+go)|(?:double|half)[\\s-]time\\b|${NUM}\\s+on\\s+(?:the|your)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\b)`,
  'iu',
);
/** A pose or exercise named on its own is the instruction to go there: "Down dog.", "Chaturanga, up dog, down dog.", "High knees". */
const POSE_NAME =
  "(?:down(?:ward)?[\\s-]+(?:facing\\s+)?dog|up(?:ward)?[\\s-]+(?:facing\\s+)?dog|chaturanga|child's\\s+pose|mountain\\s+pose|tabletop|plank|side\\s+plank|savasana|high\\s+knees|jumping\\s+jacks|burpees|squat\\s+jumps|mountain\\s+climbers|push[\\s-]?ups|sit[\\s-]?ups|lunges|squats|crunches|butt\\s+kicks|skaters|the\\s+hundred|roll[\\s-]?ups?|teaser|swan|saw|spine\\s+twist|(?:first|second|third|fourth|fifth)\\s+position|half(?:way)?\\s+lift|baby\\s+cobra|cobra|sun\\s+salutations?(?:\\s+[ab])?|clam(?:shell)?s?|roll(?:ing)?\\s+like\\s+a\\s+ball|(?:plank|star|squat|seal)\\s+jacks|glissade|assembl[ée]|chass[ée]|pas\\s+de\\s+bourr[ée]e|pirouettes?|jet[ée]s?|sissonnes?|balanc[ée]s?|grapevine|ball\\s+change|step\\s+touch|box\\s+step|body\\s+rolls?|(?:[\\w-]+\\s+){0,2}(?:swings|curls|raises|rows|presses|deadlifts|thrusters|kicks|circles|bridges|dips|planks|sprints|jacks|climbers|squats|lunges|crunches|twists|salutations?|series))";
const POSE_CALL = new RegExp(
  `^(?:(?:next|then|now|and)\\s*,?\\s+)?(?:${NUM}\\s+(?:seconds?|minutes?|rounds?|sets?)\\s+of\\s+)?${POSE_NAME}(?:\\s*(?:,|or|and)\\s*${POSE_NAME})*(?:\\s+(?:right|left|forward|back|up|down|again))?(?=\\s*(?:[,.!;]|$))`,
  'iu',
);
const NOT_INSTRUCTION =
  /^(?:welcome|thank|thanks|enjoy|congrat|hello|hi|hey|good\s+(?:morning|evening|afternoon|job|work)|well\s+done|nice\s+(?:job|work)|great\s+(?:job|work)|way\s+to\s+go)\b/i;

/** Whether one clause reads as an instruction to the students. */
function clauseIsInstruction(raw: string): boolean {
  let clause = raw.trim().replace(/^[-–—"“'‘(]+/, '');
  if (clause.length === 0 || NOT_INSTRUCTION.test(clause)) return false;
  if (TIMING_CALL.test(clause.replace(/^(?:and|okay|ok|now|so)[\s,]+/i, ''))) return true;
  if (VERBLESS_MOVE.test(clause)) return true;
  clause = clause.replace(LEAD, '').trim();
  if (clause.length === 0) return false;
  if (NOT_INSTRUCTION.test(clause)) return false;
  if (BREATH_LEAD.test(clause) || NEGATIVE.test(clause) || VERBLESS_MOVE.test(clause)) return true;
  const afterCondition = clause.replace(CONDITIONAL, '').replace(LEAD, '').trim();
  if (afterCondition !== clause && (IMPERATIVE.test(afterCondition) || NEGATIVE.test(afterCondition))) return true;
  if (IMPERATIVE.test(clause)) return true;
  if (TIMING_CALL.test(clause) || POSE_CALL.test(clause)) return true;
  if (PROP_AT_BODY.test(clause) || TO_POSITION.test(clause) || APPARATUS_SETUP.test(clause)) return true;
  if (SHAPE_FIRST.test(clause) && clause.split(/\s+/).length <= 4) return true;
  return VERBLESS.test(clause) && clause.split(/\s+/).length <= 14;
}

/**
 * Whether the text instructs. An instruction found from the words can run over a sentence end ("If your knees feel
 * any strain. Place a block under them."), so each sentence is judged on its own.
 */
function isInstruction(text: string): boolean {
  const sentences = text.trim().split(/(?<=[.!?])\s+(?=\S)/u);
  return sentences.length > 1 ? sentences.some(sentenceIsInstruction) : sentenceIsInstruction(text);
}

function sentenceIsInstruction(text: string): boolean {
  const trimmed = text.trim();
  if (VERBLESS_MOVE.test(trimmed) || TIMING_CALL.test(trimmed)) return true;
  // A question is an instruction only when it asks for an action ("can you lift a little higher?").
  if (/\?\s*$/.test(trimmed) && !/^(?:\w+\s*,\s*)?(?:can|could)\s+you\b/i.test(trimmed)) return false;
  if (
    /^(?:i|my|he|she|they|it|this|that|there|these|those|today|yesterday|last\s+week|when\s+i|we\s+(?:did|had|were|used))\b/i.test(
      trimmed,
    )
  ) {
    // Stories and statements, unless a later clause turns into an instruction ("I want you to…" is a marker).
    if (!/^i\s+(?:want|'d\s+like|would\s+like)\s+you\s+to\b/i.test(trimmed)) {
      return trimmed
        .split(/\s*[,;:]\s*|\s+(?:and\s+then|then|so)\s+/i)
        .slice(1)
        .some((part) => clauseIsInstruction(part) && !/^(?:and\s+)?(?:i|we|it|that|this|there)\b/i.test(part));
    }
  }
  return trimmed
    .split(
      /\s*[,;:–—]\s*|\s+(?:and\s+then|then|and|as|while)\s+(?=(?:as\s+you|on\s+the|on\s+your|with\s+your|\w+\s+your)\b)/i,
    )
    .flatMap((part) => part.split(AND_IMPERATIVE))
    .some(clauseIsInstruction);
}

const BREATH_VERB =
  /\b(?:inhal\w*|exhal\w*|breathe\w*|breathing|in-breath|out-breath|sigh(?:\s+it)?\s+out|ujjayi|fill\s+(?:your|the)\s+lungs|empty\s+(?:your|the)\s+lungs|let\s+the\s+air\s+out)\b/giu;
/** "breath" as a noun is a breath cue except as a unit of time ("five breaths", "for a breath"). */
const BREATH_NOUN = /\bbreath(?:s)?\b/giu;
/**
 * …unless the breath is one to take: "take one more deep breath in", "take another breath", "a breath in" ask the
 * class to breathe, whatever count comes before the noun.
 */
const BREATH_TAKEN_BEFORE =
  /\btak(?:e|ing)\s+(?:[\w-]+\s+){0,2}?(?:(?:more|full|deep|slow|long|big|nice|easy)\s+){0,2}$/iu;
// "breath in" ends its phrase ("a deep breath in, and…"); "five breaths in tree" is a hold in a pose.
const BREATH_TAKEN_AFTER =
  /^\s+(?:in|out)(?=\s*(?:[,.;:!?]|$)|\s+(?:and|through|slowly|deeply|fully|for|to|as|then)\b)/iu;
const BREATH_AS_UNIT = new RegExp(
  `(?:${NUM}|for\\s+(?:a|one|this)|one\\s+more|each|every|per)\\s+(?:more\\s+)?(?:full\\s+|deep\\s+|slow\\s+|long\\s+|big\\s+)?$`,
  'iu',
);

const TIMING: RegExp[] = [
  new RegExp(
    `\\b(?:for\\s+)?${NUM}\\s+(?:more\\s+)?(?:full\\s+|deep\\s+|slow\\s+|long\\s+|big\\s+)?(?:breaths?|seconds?|secs?|minutes?|counts?|reps?|repetitions?|times|rounds?|beats?|pulses|sets?|cycles?)\\b`,
    'giu',
  ),
  /\bfor\s+(?:a|one|this)\s+(?:more\s+)?(?:breath|moment|count|beat|minute|second)\b/giu,
  // Holding still, not holding an object ("hold the ends of the strap", "like you're holding a ball") and not a
  // body part that stays where it is ("hands stay under your shoulders", an alignment).
  new RegExp(
    `(?<!\\b${BODY_EN}\\s)\\b(?:hold|holding|stay|staying|remain|pause|linger)\\b(?!\\s+(?:on|onto|with|away|open|the\\s+(?:strap|ends?|bar|band|ball|weights?|handles?|rope|wall)|a\\s|an\\s|your\\s+(?:mat|strap|weights?|breath)|low|tall|strong|soft|long|active|engaged|lifted|light|level|square|steady))`,
    'giu',
  ),
  /\bon\s+(?:the|your|this|each)?\s*(?:next\s+)?(?:count|beat)\b/giu,
  /\bon\s+(?:the|your)\s+next\s+(?:inhale|exhale|breath|in-breath|out-breath)\b/giu,
  /\b(?:in|for|on|over)\s+(?:one|two|three|four|five|six|seven|eight|\d+)(?:\s+counts?)?(?=\s*(?:[,.!;]|$|and\b|up\b|down\b))/giu,
  /\b(?:five|5),?\s+(?:six|6),?\s+(?:seven|7),?\s+(?:eight|8)\b/giu,
  /\b(?:last|final)\s+(?:one|rep|round|set|breath|time)\b/giu,
  /\b(?:one|two|three|four|five|six|seven|eight|ten|\d+)\s+more\b/giu,
  /\b(?:until|till)\s+(?:i\s+say|the\s+(?:bell|music|timer|beat))\b/giu,
  /\b(?:double|half)[\s-]time\b|\bstarting\s+now\b/giu,
  new RegExp(`(?:^|[,;]\\s*)${NUM}\\s+on\\s+(?:the|your)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\b`, 'giu'),
  new RegExp(COUNT_SEQUENCE, 'giu'),
  new RegExp(
    `\\b${NUM}\\s+(?:of\\s+(?:these|those|them)|sets?\\s+of\\s+${NUM}|seconds?\\s+(?:left|to\\s+go))\\b`,
    'giu',
  ),
  /\b(?:twice|three\s+times)\b|(?:^|[,;]\s*)halfway(?=\s+(?:there|through|done)\b|\s*[,.!]|\s*$)|\b(?:last|final)\s+(?:\d+|ten|twenty|thirty|five)\s+seconds?\b/giu,
];

const SAFETY: RegExp[] = [
  /\b(?:pain|painful|hurt\w*|injur\w*|pinch\w*|strain\w*|sharp|numb\w*|tingl\w*|dizz\w*|lighthead\w*)\b/giu,
  /\b(?:don't|do\s+not|never|avoid|try\s+not\s+to)\s+(?:\w+\s+){0,3}?(?:lock|force|push|collapse|crunch|crank|jerk|yank|sink|sag|hyperextend|overarch|arch|round|dump|bounce|pull\s+on|strain|hold\s+your\s+breath|let\s+your\s+(?:knee|back|hips?|lower\s+back)|go\s+past|twist)\w*/giu,
  /\b(?:protect\w*|careful\w*|safe\w*|safely|modif\w*|option\w*|listen\s+to\s+your\s+body|back\s+off|ease\s+off|easy\s+does\s+it|within\s+your\s+range|no\s+further\s+than|only\s+as\s+far\s+as|pregnan\w*|sensitive|issues?)\b/giu,
  /\b(?:use|grab|place|take|bring)\s+(?:a|your|the|two)?\s*(?:block|blocks|strap|bolster|blanket|wall|chair|cushion)s?\b(?=[^.]*\b(?:if|support|under|for|reach))/giu,
  /\bcome\s+out\s+(?:of\s+(?:it|the\s+pose)\s+)?(?:if|whenever|any\s+time)\b/giu,
  new RegExp(
    `\\bnot\\s+(?:directly\\s+)?(?:on|onto|into|in|over|through|from)\\s+(?:your|the)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\b`,
    'giu',
  ),
  /\bso\s+(?:that\s+)?(?:it|you|they|nothing|your\s+[\w-]+|the\s+[\w-]+)\s+(?:doesn't|don't|won't|can't|do\s+not|does\s+not|will\s+not|never)\b|\b(?:slam|bang|crash|snap)\w*\b|\bsupported\b|\blighter\s+(?:weight|spring|band|load)s?\b|\bif\s+your\s+form\b|\bfor\s+support\b|\b(?:stop|pause)\s+and\s+(?:tell|let)\s+me\b/giu,
  new RegExp(`\\bif\\s+(?:your|the)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\s+(?:starts?\\s+to\\s+)?[a-z]+(?:es|s)\\b`, 'giu'),
  // "If your neck gets tired, …", "if you feel it in your lower back, …": an alternative offered for a body's limit.
  new RegExp(
    `\\b(?:if|when)\\s+(?:your\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\s+(?:gets?|feels?|is|are|starts?|complains?|doesn't|don't|can't|won't|hurts?|needs?)|you\\s+(?:feel|notice)\\s+(?:it|this|anything|something|tension|pressure)\\s+in\\s+your)\\b`,
    'giu',
  ),
];

/** Verbs that shape, place or engage a body part where it is (moving it through space is a direction). */
const ALIGN_VERB =
  '(?:shine|loop|keep|let|relax|soften|draw|press|engage|lengthen|broaden|widen|firm|hug|squeeze|tuck|stack|square|level|align|brace|ground|root|spread|release|drop|melt|pull|zip|knit|point|flex|straighten|bend|imprint|hollow|scoop|cradle|rest|place|plant|set|wrap|interlace|track|aim|fix|activate|lock|round|arch|collapse|hyperextend|hook)';

const ALIGNMENT: RegExp[] = [
  new RegExp(
    `\\b${ALIGN_VERB}\\w*\\s+(?:up\\s+|down\\s+)?(?:through\\s+|into\\s+|down\\s+|back\\s+|in\\s+)?(?:your|the|both|each)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\b`,
    'giu',
  ),
  new RegExp(
    `^(?:\\W*\\w+\\s*,\\s*)?(?:your\\s+|the\\s+|both\\s+)?(?:left\\s+|right\\s+|front\\s+|back\\s+|inner\\s+|outer\\s+)?${BODY_EN}\\s+(?:down|soft|long|lifted|wide|open|relaxed|stacked|square|level|engaged|firm|in|heavy|straight|tall|neutral|active|strong|stay|remain|stays|remains|parallel|flexed|pointed|knit|closed|drawn|hip[-\\s]width|shoulder[-\\s]width|even)\\b`,
    'giu',
  ),
  new RegExp(
    `\\b${BODY_EN}\\s+(?:stays?\\s+)?(?:right\\s+)?(?:over|above|under|in\\s+line\\s+with|stacked\\s+over|behind|inside|outside|tracking\\s+over)\\s+(?:(?:your|the)\\s+(?:[\\w-]+\\s+)?)?${BODY_EN}`,
    'giu',
  ),
  new RegExp(
    `\\b(?:your|the)\\s+${BODY_EN}\\s+(?:bent|flat|straight|together|apart|extended|parallel|stacked|soft|relaxed|long|lifted|square|level|heavy)\\b`,
    'giu',
  ),
  /\b(?:gaze|drishti)\b|\bbend\s+in\s+(?:your|the)\s+\w+|\bopen\s+(?:through\s+)?(?:your|the)\s+(?:chest|heart|collarbones|shoulders|side\s+body)\b|\blift\s+(?:through\s+)?(?:your|the)\s+(?:chest|heart|sternum|arches|kneecaps|pelvic\s+floor)\b/giu,
  /\b(?:neutral\s+(?:spine|pelvis)|flat\s+back|long\s+spine|hip[-\s]width|shoulder[-\s]width|micro-?bend|soft\s+knees|sit\s+(?:up\s+)?tall|stand\s+tall|navel\s+to\s+spine|in\s+line\s+with|square\s+to|posture|good\s+form|your\s+form)\b/giu,
  /\b(?:engage\w*|lengthen\w*|activate\w*|soften\w*|imprint\w*|stack\w*|align\w*|squeeze\w*|brace\w*)\b/giu,
  // Gym-floor shorthand, a body part and its shape with no verb: "hips low and core tight", "back flat".
  /\b(?:hips?|core|back|spine|chest|belly|abs|shoulders?)\s+(?:low|tight|flat|level|square|stacked|engaged|firm|neutral)\b|\bchest\s+(?:up|proud|open|lifted)\b/giu,
  // Verbless shorthand after a comma: "…, heels lifted, knees together", "…, ribs soft".
  new RegExp(
    `(?:^|[,;]\\s*|\\band\\s+)(?:your\\s+|the\\s+|both\\s+)?(?:left\\s+|right\\s+)?${BODY_EN}\\s+(?:lifted|together|apart|soft|long|heavy|relaxed|stacked|square|level|engaged|firm|tall|neutral|parallel|flexed|pointed|bent|straight|wide|away\\s+from|in\\s+(?:first|second|third|fourth|fifth|low|high))\\b`,
    'giu',
  ),
  // A body part on or against a prop or the apparatus, a prop placed at the body: equipment cues ("with your feet
  // in the straps" only describes the position a transition goes to).
  new RegExp(
    `(?<!\\bwith\\s+(?:your\\s+|the\\s+|a\\s+)?)\\b${BODY_EN}\\s+(?:on|against|in)\\s+(?:the|your|a)\\s+(?:footbar|bar|box|carriage|blanket|block|bolster|strap|straps|wall|platform|headrest|shoulder\\s+rests?)\\b|(?<!\\bwith\\s+(?:your\\s+|the\\s+|a\\s+)?)\\b(?:strap|straps|block|blocks|bolster|blanket|band|ball|kettlebell|dumbbells?|weights?|footbar|bar|shoulder\\s+rests?)\\s+(?:\\w+\\s+)?(?:around|under|beneath|between|behind|across|against|hugging)\\s+(?:the\\s+\\w+\\s+of\\s+)?(?:your|the|both|each)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\b`,
    'giu',
  ),
  new RegExp(
    `(?:^|[,;]\\s*|\\band\\s+)${BODY_SUBJECT}\\s+(?!(?:up|down|forward|back|over|out|left|right)\\b)${BODY_PREDICATE}`,
    'giu',
  ),
  /\b(?:corners|edges?|balls?|mounds?)\s+of\s+(?:your|the)\s+(?:feet|foot|hands?|toes)\b/giu,
  new RegExp(
    `\\b${BODY_EN}\\s+at\\s+(?:${NUM}|\\d+)\\s+degrees\\b|\\b(?:balls?|tips?|edges?|outer\\s+edges?)\\s+of\\s+(?:the|your)\\s+(?:feet|foot|toes|fingers|hands?)\\s+(?:on|onto|against)\\b`,
    'giu',
  ),
  new RegExp(PROP_AT_BODY.source.replace('^', '(?:^|[,;]\\s*)'), 'giu'),
  new RegExp(`(?:^|[,;]\\s*)${NUM}\\s+on\\s+(?:the|your)\\s+(?:[\\w-]+\\s+)?${BODY_EN}\\b`, 'giu'),
  // Imagery that shapes the body: "grow tall like a tree", "arms like you're pushing through water".
  new RegExp(
    `\\bgrow\\s+tall\\b|\\bsit(?:ting)?\\s+(?:up\\s+)?tall\\b|\\b${BODY_EN}\\s+like\\b|\\b(?:imagine|picture|visuali[sz]e)\\b[^.]*?\\b${BODY_EN}\\b|\\bhinge\\s+(?:at|from)\\s+(?:the|your)\\s+hips\\b|\\bhands\\s+to\\s+(?:heart|prayer|hips|chest)`,
    'giu',
  ),
];

const POSES =
  "(?:pose|position|stance|squat|lunge|plank|bridge|dog|fold|twist|seat|tabletop|table\\s+top|cobra|chaturanga|warrior\\s+\\w+|triangle|pigeon|boat|camel|wheel|crow|tree|goddess|garland|savasana|mountain|shape|butterfly|child's\\s+pose|crescent|split|splits|hundred|teaser|star|burpees?|plié|relevé|chair\\s+pose|all\\s+fours)";

const TRANSITION: RegExp[] = [
  // A barre step named as the whole call ("Dégagé.", "Demi plié, grand plié", "Battement tendu"): do it now.
  new RegExp(
    `(?:^|[,.!?;]\\s*)(?:and\\s+)?(?:${BALLET_STEP})(?=\\s*(?:[,.!?;]|$)|\\s+(?:${BALLET_STEP})(?![\\p{L}]))`,
    'giu',
  ),
  /\bclose\s+(?:in|to|into)\s+(?:first|third|fifth)\b/giu,
  /\b(?:come|coming|move|moving|make\s+your\s+way|find\s+your\s+way|transition\w*|flow|float|step|stepping|walk|walking|jump|jumping|hop|hopping|roll|rolling|return|returning|rise|rising|sink|lower|lowering|shift|slide|turn|switch)\s+(?:\w+\s+){0,4}?(?:into|to|onto|back\s+to|through|up\s+to|down\s+to|over\s+to|out\s+to)\s+(?:a\s+|an\s+|your\s+|the\s+)?(?:\w+(?:'s)?\s+){0,3}?(?:pose|position|stance|squat|lunge|plank|bridge|dog|fold|twist|seat|seated|standing|stand|table\s*top|tabletop|all\s+fours|hands\s+and\s+knees|knees|back|belly|stomach|side|mat|floor|ground|warrior\s+\w+|chair|mountain|child's|savasana|corpse|cobra|up\s*dog|down\s*dog|chaturanga|crescent|triangle|pigeon|boat|camel|wheel|crow|tree|goddess|garland|hundred|teaser|footwork|start|starting|center|centre|barre|line|formation|corner|top|front)\b/giu,
  /\b(?:step|walk|jump|hop)\s+(?:\w+\s+){0,3}?(?:your|the|both)\s+(?:left\s+|right\s+|back\s+|front\s+)?(?:foot|feet|leg|legs|knee|hands?|heel)\s+(?:\w+\s+){0,2}?(?:back|forward|up|in|out|between|to|through|together|apart|wide|down|across)\b/giu,
  /\b(?:switch|change)\s+(?:your\s+|the\s+)?(?:sides|legs|arms|sides?|directions?|springs?|positions?|feet)\b|\b(?:other|second|opposite)\s+side\b/giu,
  /\b(?:come|coming)\s+(?:up|down|back|forward|out|in|to\s+stand\w*|to\s+sit\w*|all\s+the\s+way)\b/giu,
  /\b(?:lie|lying|lay)\s+(?:down|on|back)\b|\b(?:sit|stand|kneel)\s+(?:up(?!\s+(?:tall|straight))|down|on|in|with|back)\b|\b(?:roll|rolling)\s+(?:back\s+)?(?:up|down|over|onto|to|out)\b/giu,
  /\b(?:begin|start|starting)\s+(?:in|on|with|by|lying|seated|standing|kneeling|from)\b/giu,
  /\b(?:release|releasing|unwind)\s+(?:\w+\s+){0,3}?(?:down|back|out|and\s+come|the\s+pose|to|it)\b/giu,
  /\b(?:take\s+a\s+vinyasa|vinyasa\s+through|flow\s+through|counterpose|rest\s+in\s+\w+|from\s+the\s+top|take\s+it\s+from)\b/giu,
  new RegExp(`\\b(?:into|to)\\s+(?:a\\s+|an\\s+|your\\s+|the\\s+)?(?:[\\w'-]+\\s+){0,2}?${POSES}\\b`, 'giu'),
  // "…for three-legged dog": the pose the movement goes into ("for the hundred" names the exercise being done).
  new RegExp(
    `\\bfor\\s+(?:a\\s+|an\\s+|your\\s+)?(?:[\\w'-]+\\s+){0,2}?(?!(?:the\\s+)?(?:hundred|teaser)\\b)${POSES}\\b`,
    'giu',
  ),
  /\bfold\s+(?:forward|over|down|in\s+half)\b|\bmeet\s+me\s+(?:in|at|on)\b/giu,
  /\bstep(?:ping)?\s+(?:\w+\s+){0,3}?(?:back|forward|through|out|in|together|up|across|wide|to\s+the\s+(?:front|back|top|side))\b/giu,
  /\b(?:first|second|third|fourth|fifth)\s+position\b|\b(?:first\s+up|next\s+up|up\s+next|first\s+exercise|next\s+exercise|next\s+move|coming\s+up)\b/giu,
  // Back to a start or a centre, up to sitting, a seat found: "inhale back to center", "stack back up to sitting".
  /\bback\s+to\s+(?:center|centre|neutral|standing|sitting|start)\b|\b(?:back\s+)?up\s+to\s+(?:sitting|standing|seated|stand|sit)\b|\bfind\s+(?:a|your)\s+(?:\w+\s+)?(?:seat|position|stance|spot\s+on\s+the\s+floor)\b/giu,
  /\b(?:come|coming)\s+to\s+(?:kneel\w*|lying|a\s+seat|seated|your\s+\w+)\b|\bdrop\s+(?:down\s+)?to\s+(?:the\s+)?(?:floor|mat|ground|knees)\b/giu,
  // Starting and stopping work: "and rest", "water break", "go!", "switch!", "begin the hundred".
  /(?<!(?:your|the|its|their)\s+[\w-]+\s+)\brest(?=\s*(?:[.!,;]|$|for\b|now\b|up\b))|\btake\s+a\s+(?:short\s+|quick\s+)?(?:break|rest|breather)\b|\bwater\s+break\b|\bgrab\s+(?:a|some)\s+(?:drink|water|sip)\b|\bswitch(?=\s*[!.]?\s*$)|\brelease(?=\s*[.!]?\s*$)/giu,
  new RegExp(
    `(?:^|[,.!?;]\\s*)(?:${NUM}\\s+(?:seconds?|minutes?)\\s+of\\s+)?${POSE_NAME}(?![\\p{L}])|\\b(?:begin|start|do|into|of)\\s+(?:the\\s+|with\\s+(?:the\\s+)?)?${POSE_NAME}(?![\\p{L}])`,
    'giu',
  ),
  // Apparatus set-up between exercises: springs, the carriage, sitting on the box.
  /\b(?:change|switch|go|move)\s+(?:\w+\s+){0,2}?to\s+(?:one|two|three|a|\d)\b[^.]{0,30}\bsprings?\b|\bsprings?\s+(?:down|up|to|on)\b|\b(?:bring|take)\s+(?:it|the\s+carriage)\s+(?:home|all\s+the\s+way\s+in)\b|\bcarriage\s+home\b|\b(?:sit|stand|kneel|lie)\s+(?:up\s+tall\s+)?(?:on|at)\s+(?:the|your)\s+(?:box|carriage|reformer|chair|ball|bench|platform)\b/giu,
  /\bturn\s+(?:\w+\s+){0,2}?to\s+face\b|\b(?:ease|slide|come|slowly\s+come)\s+out\b|\brecline\w*\b|\blean\s+back\s+(?:onto|on|into)\b|\bstep\s+(?:off|down\s+from|onto)\b|\b(?:re-?)?rack\s+(?:the|your)\b|\brun\s+(?:it|that|this|the\s+\w+)\s+(?:once|again|through|from|with|one\s+more)\b|\b(?:rounds?|sets?)\s+of\s+(?!these|those|them|work|rest|\d|one|two|three|four|five|six|seven|eight|nine|ten)[a-z]+|\bjump\s+through\b|\bunwind\b(?=[^.]*\b(?:to|back|center|centre|side)\b)/giu,
  new RegExp(
    `\\bin\\s+(?:a\\s+|an\\s+|your\\s+)?(?:child's\\s+pose|down(?:ward)?\\s+dog|up(?:ward)?\\s+dog|savasana|plank|tabletop|${POSE_NAME})(?=\\s*(?:[,.!;]|$|(?:whenever|until|for|if)\\b))`,
    'giu',
  ),
  new RegExp(TO_POSITION.source, 'giu'),
  new RegExp(APPARATUS_SETUP.source, 'giu'),
  /\b(?:lower|raise|adjust|set|put)\s+(?:the|your)\s+(?:footbar|foot\s+bar|headrest|gear\s*bar|springs?|box|platform)\b/giu,
  /\bmake\s+your\s+way\s+out\b|\bhit\s+(?:the|your|that)\s+(?:pose|position|shape|freeze)\b|\b(?:ball\s+change|step\s+touch|grapevine|pas\s+de\s+bourr[ée]e|box\s+step|pivot\s+turn)\b|\bspiral\w*\s+(?:\w+\s+){0,2}?(?:to|onto|into)\s+(?:the\s+)?(?:floor|ground|mat)\b/giu,
];

const PRESENTATION_SIGNPOSTS =
  /\b(?:first\s+of\s+all|firstly|secondly|thirdly|finally|lastly|in\s+summary|to\s+summari[sz]e|to\s+sum\s+up|in\s+conclusion|let's\s+(?:now\s+)?(?:turn|move|look|go|come\s+back)\s+(?:to|at|on)|moving\s+on|move\s+on\s+to|next\s+slide|the\s+next\s+(?:point|slide|section|part)|(?:that|this)\s+brings\s+us\s+to|turn\s+to\s+(?:page|the\s+next)|now\s+let's\s+look|let\s+me\s+(?:move|turn)\s+to|i'll\s+(?:now\s+)?(?:turn|move)\s+to|back\s+to\s+(?:the|our)\s+(?:question|point|chart)|shifting\s+gears|(?:to\s+)?wrap(?:ping)?\s+(?:up|things\s+up)|(?:switch|move|turn|go|get|come)(?:ing)?\s+(?:now\s+)?(?:over\s+|on\s+)?to\s+(?:the|our|my)\s+(?:next|second|third|fourth|last|final|other)|turning\s+(?:now\s+)?to|which\s+brings\s+(?:me|us)\s+to|where\s+do\s+we\s+go\s+from\s+here|let's\s+(?:now\s+)?(?:talk|think)\s+about|on\s+to\s+(?:the|our|my)\s+next)\b/giu;

/** Direction words; "back" after your/the/lower… is the body part, not a direction. */
const DIRECTION_WORD =
  '(?<!(?:your|the|my|lower|upper|whole|our)\\s)(?:up|upward|upwards|down|downward|downwards|back|backward|backwards|forward|forwards|out|outward|inward|over|around|sideways|left|right|overhead|toward|towards|away|across|behind|diagonally|clockwise|counterclockwise|counter-clockwise|anticlockwise|skyward)';
const DIRECTIONAL: RegExp[] = [
  // A barre step with the way it goes: "Tendu front", "Dégagé à la seconde", "Rond de jambe en dehors".
  new RegExp(
    `(?<![\\p{L}])(?:${BALLET_STEP})\\s+(?:(?:to\\s+)?(?:the\\s+)?(?:front|side|back|second)|devant|derri[èe]re|[àa]\\s+la\\s+seconde|en\\s+(?:croix|dehors|dedans|avant|arri[èe]re)|forward|up)(?![\\p{L}])`,
    'giu',
  ),
  /\bbrush\w*\s+(?:\w+\s+){0,2}?(?:through|along|across|into)\s+(?:the\s+)?floor\b/giu,
  new RegExp(
    `\\b(?:drive|shine|row|zip|root|ground|lift|raise|reach|lower|step|turn|look|float|sweep|bring|press|drop|roll|tip|tilt|extend|send|swing|kick|pull|push|slide|fold|hinge|twist|rotate|shift|walk|jump|hop|circle|draw|lean|open|gaze|point|sink|melt|arc|move|come|lie|tuck|spiral|stretch|punch|pivot|glide|travel|spin|windmill|cross|carry|scoop|rise|curl|follow|lengthen|pop|march|port\\s+de\\s+bras|tendu)\\w*\\s+(?:[\\w']+\\s+){0,4}?${DIRECTION_WORD}\\b`,
    'giu',
  ),
  /\bto(?:ward|wards)?\s+(?:the\s+)?(?:left|right|side|sides|front|back|ceiling|sky|floor|ground|center|centre|midline|corner|wall|mirror)\b/giu,
  /\bturn\s+(?:\w+\s+){0,2}?to\s+face\b|\bface\s+(?:the\s+)?(?:\w+\s+)?(?:edge|wall|window|door|front|back|side|mirror|corner)\b|\b(?:up|down)stage\b|\bstage\s+(?:left|right)\b|\b(?:seconds?|counts?|beats?)\s+(?:up|down|out|in)\b|\bon\s+the\s+way\s+(?:up|down|in|out|back)\b|\b(?:lower|drop|sink)\s+(?:halfway|all\s+the\s+way|lower)\b/giu,
  /(?<!\b(?:on|in|at)\s+(?:your|the)\s|\b(?:seconds?|minutes?|reps?|rounds?|counts?|breaths?|time|nothing|one|two|three|four|five|ten|\d+)\s)\b(?:right|left)(?=\s*[,.!;]|\s*$)/giu,
  /\b(?:right|left)\s+(?:foot|leg|hand|arm|knee|hip|side|shoulder|heel|elbow|ear|toes?|fingers?|sit\s*bone)\b/giu,
  /\b(?:overhead|upward|downward|forward|backward|sideways|clockwise|counterclockwise|counter-clockwise|anticlockwise|diagonally)\b/giu,
  /\bup\s+(?:and|&)\s+(?:over|back|out|down)\b|\bside\s+to\s+side\b/giu,
  /\b(?:arms|hands|palms|chin|chest|gaze|eyes|knees|hips|heels|toes|leg|legs|arm)\s+(?:up|down|forward|overhead|out)\b/giu,
  /\b(?:right|left)\s*,\s*(?:right|left)\b|\bon\s+(?:your|the)\s+(?:left|right)\b|\bface\s+(?:the\s+)?(?:back|front|side|left|right|mirror|wall|corner)\b/giu,
  /\bback\s+up\s+to\s+(?:sitting|standing|seated)\b|\blower(?:ing)?\s+(?:down\s+)?(?:to|onto)\s+(?:the\s+|your\s+)?(?:mat|floor|ground|knees)\b|(?:^|,\s*)(?:and\s+)?(?:up|down|over|back)(?=\s*[.!,]?\s*$)|\b(?:a\s+(?:little|bit)\s+|even\s+|slightly\s+)(?:lower|higher)\b|\binto\s+the\s+(?:floor|ground|earth)\b|\broots?\s+down\b/giu,
];
/** Pose and body-part names built from direction words are not directions ("forward fold", "lower back"). */
const POSE_NAMES =
  /\b(?:downward|upward)[\s-]+facing|\b(?:down|up|downward|upward)\s*dog|\bforward\s+(?:fold|bend)\b|\b(?:lower|upper)\s+(?:back|belly|body|ribs|abs)\b|\bthe\s+roll[\s-]?up\b|\bcome\s+out\b(?:\s+of)?|\bstep\s+it\s+out\b|\bsit\s+up\s+(?:tall|straight)\b/giu;

/** "Drop both knees to the right": the knees travel somewhere (a direction), they are not placed where they are. */
function movesAway(text: string, span: EvidenceSpan): boolean {
  return /^drop\b/iu.test(span.term) && /^\s+to\s+(?:the|your)\s+(?:left|right|side)\b/iu.test(text.slice(span.end));
}

const PROP_FIRST = /^(?:strap|straps|block|blocks|bolster|blanket|band|ball)\b/iu;

/** A comparison up to the next comma or sentence end: "like a tree", "like waves rolling onto the shore". */
const IMAGERY = /\blike\s+(?:a|an|the|you're|you\s+are|waves?|headlights|water|\w+ing)\b[^,.;!?]*/giu;

function spans(text: string, patterns: RegExp[]): { start: number; end: number; term: string }[] {
  const out: { start: number; end: number; term: string }[] = [];
  for (const pattern of patterns) {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of text.matchAll(re)) {
      if (m[0].length === 0) continue;
      out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, term: m[0] });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export const englishCueRule: CueRule = {
  isInstruction,
  signpost: (text) => spans(text, [PRESENTATION_SIGNPOSTS]),
  evidence(text) {
    const breathing = spans(text, [BREATH_VERB]);
    const timing = spans(text, TIMING);
    for (const noun of spans(text, [BREATH_NOUN])) {
      if (breathing.some((b) => b.start < noun.end && noun.start < b.end)) continue;
      const before = text.slice(Math.max(0, noun.start - 40), noun.start);
      const taken = BREATH_TAKEN_BEFORE.test(before) || BREATH_TAKEN_AFTER.test(text.slice(noun.end));
      if (BREATH_AS_UNIT.test(before) && !taken) continue;
      breathing.push(noun);
    }
    // "On the next exhale" times the movement with the breath: a breath cue and a timing cue at once.
    const poses = spans(text, [POSE_NAMES, IMAGERY]);
    const directional = spans(text, DIRECTIONAL).filter(
      (d) => !poses.some((p) => p.start <= d.start && d.end <= p.end + 1 && d.end - d.start <= p.end - p.start + 1),
    );
    const safety = spans(text, SAFETY);
    const alignment = spans(text, ALIGNMENT).filter(
      (a) => !(safety.length > 0 && PROP_FIRST.test(a.term)) && !movesAway(text, a),
    );
    const transition = spans(text, TRANSITION).filter(
      (t) =>
        !spans(text, [IMAGERY]).some((i) => i.start <= t.start && t.start < i.end) &&
        !/\b(?:don't|do\s+not|never|not)\s+(?:\w+\s+)?$/iu.test(text.slice(Math.max(0, t.start - 20), t.start)),
    );
    // An instruction that names a body part and nothing more specific shapes or places that part.
    if (![breathing, alignment, transition, directional, safety, timing].some((list) => list.length > 0))
      alignment.push(
        ...spans(text, [new RegExp(`(?:^|\\b(?:your|the|both|each)\\s+)${BODY_EN}\\b`, 'giu')]).slice(0, 1),
      );
    return {
      breathing,
      // A prop placed under the body for support is a safety cue, not an alignment of its own; a comparison ("like
      // waves rolling onto the shore") paints a picture, it does not move the class anywhere.
      alignment,
      transition,
      directional,
      safety,
      timing,
    };
  },
};
