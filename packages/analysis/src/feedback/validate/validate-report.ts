/**
 * The one validator every report passes before it is stored, whichever generator wrote it (the rules or an LLM).
 * Each sentence is checked against the evidence (metrics with their bands as the cards show them, the transcript
 * with its times): a sentence its evidence does not support is removed, an unsupported "everything is on target"
 * is rewritten into the list of metrics that are not, and an item (a strength, a rewrite, a target) whose claim
 * fails is dropped. What was removed is returned so a caller can log it or send it back to the model.
 * docs/report.md ("Every claim checked") lists the checks.
 */
import {
  type ClassEdit,
  type CoachingReportContent,
  type CueRewrite,
  type FocusArea,
  type NextSessionTarget,
  readTargetMetric,
} from '@cuecoach/contracts';
import { onlyBreathAdded } from '../consistency.ts';
import { targetMoves } from '../library/next-targets.ts';
import { quotable, recognisedSurely } from '../quotable.ts';
import {
  allOnTargetClaim,
  dropQuotedInternalKeys,
  focusAgainstVerdict,
  fold,
  internalToken,
  misplacedQuote,
  particleFallback,
  praisesOffTarget,
  saidAt,
  sentences,
  silenceClaim,
  valueClaim,
} from './claims.ts';
import { type Evidence, offTargetKeys, offTargetSentence } from './evidence.ts';

export interface Validation {
  report: CoachingReportContent;
  /** One line per removed or rewritten statement, with the reason. */
  removed: string[];
}

/** What the validator puts in place of a list it had to empty (the schema needs at least one). */
export interface Fallbacks {
  target: () => NextSessionTarget;
  focus: () => FocusArea;
}

type Check = (sentence: string, e: Evidence) => string | null;
const proseChecks: Check[] = [internalToken, particleFallback, misplacedQuote];
/** Checks for the texts that describe this class (summary, strengths); targets and drills say goals, not values. */
const describing: Check[] = [valueClaim];

class Cleaner {
  readonly removed: string[] = [];
  readonly e: Evidence;
  constructor(e: Evidence) {
    this.e = e;
  }

  /** The text with unsupported sentences removed (or rewritten); null when nothing is left. */
  text(field: string, text: string, extra: Check[] = []): string | null {
    const out: string[] = [];
    for (const sentence of sentences(dropQuotedInternalKeys(text))) {
      const allOn = allOnTargetClaim(sentence, this.e);
      if (allOn) {
        this.removed.push(`${field}: ${allOn}: "${sentence}"`);
        const replacement = offTargetSentence(this.e, offTargetKeys(this.e));
        if (!out.includes(replacement)) out.push(replacement);
        continue;
      }
      const reason = [...proseChecks, ...extra].map((check) => check(sentence, this.e)).find((r) => r !== null);
      if (reason) {
        this.removed.push(`${field}: ${reason}: "${sentence}"`);
        continue;
      }
      out.push(sentence);
    }
    return out.length === 0 ? null : out.join(' ');
  }

  /** Several texts of one item, cleaned; null when any of them has nothing left (the item cannot stand). */
  texts<K extends string>(field: string, values: Record<K, string>): Record<K, string> | null {
    const out = { ...values };
    for (const key of Object.keys(values) as K[]) {
      const cleaned = this.text(`${field}.${key}`, values[key]);
      if (cleaned === null) return null;
      out[key] = cleaned;
    }
    return out;
  }

  list(field: string, items: string[], extra: Check[] = []): string[] {
    return items.flatMap((item, i) => {
      const cleaned = this.text(`${field}[${i}]`, item, extra);
      return cleaned === null ? [] : [cleaned];
    });
  }

  drop(field: string, reason: string): [] {
    this.removed.push(`${field}: ${reason}`);
    return [];
  }
}

// Stock phrases that add words but no instruction: a rewrite that inserts one is padding, not a better cue.
const STOCK_PHRASE: Record<'en' | 'ko', RegExp> = {
  en: /\b(?:(?:when|whenever) you(?:'re| are) ready|in your own time|if you (?:like|want)|nice and easy)\b/i,
  ko: /준비되(?:면|시면)|편하실 때|원하시면/,
};

/** Punctuation no one writes: "Warrior two,.", "up ,", "down..". */
const BROKEN_PUNCTUATION = /[,;:][.!?]|\s[,.;:!?]|(?<!\.)\.\.(?!\.)/;

/**
 * A rewrite says something new: not the line itself, not the line with only a breath word put in, not the line
 * padded with a stock phrase; and it rewrites only a line the recogniser was sure of (quotable.ts), so a misheard
 * "In fail, reach…" is never polished into a cue the instructor did not give.
 */
function rewriteProblem(before: string, after: string, atSec: number, e: Evidence): string | null {
  if (!quotable(before, { spoken: e.spoken }) || unsureLine(before, atSec, e))
    return 'the recogniser was unsure of the quoted words';
  if (fold(before) === fold(after)) return 'rewrite repeats the line';
  if (onlyBreathAdded(before, after, e.spoken)) return 'rewrite only puts a breath word into the line';
  const broken = after.match(BROKEN_PUNCTUATION);
  if (broken) return `rewrite has broken punctuation "${broken[0]}"`;
  const stock = after.match(STOCK_PHRASE[e.spoken]);
  if (stock && !STOCK_PHRASE[e.spoken].test(before)) return `rewrite inserts the stock phrase "${stock[0]}"`;
  const token = internalToken(after);
  return token;
}

/** Whether the line holding `quote` near `atSec` carries a recogniser confidence under the quoting threshold. */
function unsureLine(quote: string, atSec: number, e: Evidence): boolean {
  const q = fold(quote);
  return e.segments.some(
    (s) => atSec >= s.start - 3 && atSec <= s.end + 3 && fold(s.text).includes(q) && !recognisedSurely(s),
  );
}

function edits(c: Cleaner, list: ClassEdit[]): ClassEdit[] {
  return list.flatMap((edit, i) => {
    const field = `classEdits[${i}]`;
    if (!saidAt(edit.before, edit.location.seconds, c.e, 3))
      return c.drop(field, `quote not said at ${edit.location.display}`);
    const problem = rewriteProblem(edit.before, edit.after, edit.location.seconds, c.e);
    if (problem) return c.drop(field, problem);
    const silence = silenceClaim(edit.whyChange, edit.before, edit.location.seconds, c.e);
    if (silence) return c.drop(field, silence);
    const kept = c.texts(field, { whyChange: edit.whyChange });
    return kept ? [{ ...edit, ...kept }] : [];
  });
}

function rewrites(c: Cleaner, list: CueRewrite[]): CueRewrite[] {
  return list.flatMap((rewrite, i) => {
    const field = `cueRewrites[${i}]`;
    if (rewrite.startSec === null) return c.drop(field, 'no time for the quoted line');
    if (!saidAt(rewrite.before, rewrite.startSec, c.e, 3)) return c.drop(field, 'quote not said at that time');
    const problem = rewriteProblem(rewrite.before, rewrite.after, rewrite.startSec, c.e);
    if (problem) return c.drop(field, problem);
    const kept = c.texts(field, { rationale: rewrite.rationale });
    return kept ? [{ ...rewrite, ...kept }] : [];
  });
}

function targets(c: Cleaner, list: NextSessionTarget[], fallback: Fallbacks['target']): NextSessionTarget[] {
  const kept = list.flatMap((target, i) => {
    const field = `nextSessionTargets[${i}]`;
    const current = readTargetMetric(c.e.metrics, target.metric);
    if (Math.abs(current - target.current) > 1e-6)
      return c.drop(field, `current ${target.current} is not the measured ${current}`);
    if (!targetMoves(target))
      return c.drop(field, `${target.metric} ${target.comparator} ${target.target} is already met`);
    const cleaned = c.texts(field, { actionPlan: target.actionPlan, whyImportant: target.whyImportant });
    return cleaned ? [{ ...target, ...cleaned }] : [];
  });
  return kept.length > 0 ? kept : [fallback()];
}

/** The fallback focus passes the same checks; a sentence that fails is replaced by what the metrics do say. */
function fallbackFocus(c: Cleaner, f: FocusArea): FocusArea {
  const say = offTargetSentence(c.e, offTargetKeys(c.e));
  return {
    ...f,
    whyImportant: c.text('fallback focus', f.whyImportant) ?? say,
    improvementTip: c.text('fallback focus', f.improvementTip) ?? say,
    expectedBenefit: c.text('fallback focus', f.expectedBenefit) ?? say,
  };
}

export function validateReport(report: CoachingReportContent, e: Evidence, fallbacks: Fallbacks): Validation {
  const c = new Cleaner(e);
  const focusAreas = report.focusAreas.flatMap((f, i) => {
    const against = focusAgainstVerdict(f.key, e);
    if (against) {
      c.removed.push(`focusAreas[${i}]: ${against}: "${f.title}"`);
      return [];
    }
    const { title, whyImportant, improvementTip, expectedBenefit } = f;
    const kept = c.texts(`focusAreas[${i}]`, { title, whyImportant, improvementTip, expectedBenefit });
    return kept ? [{ ...f, ...kept }] : [];
  });
  const drills = report.drills.flatMap((d, i) => {
    const kept = c.texts(`drills[${i}]`, {
      name: d.name,
      whyImportant: d.whyImportant,
      successCriteria: d.successCriteria,
    });
    if (!kept) return [];
    const steps = c.list(`drills[${i}].steps`, d.steps);
    return steps.length > 0 ? [{ ...d, ...kept, steps }] : [];
  });
  const focus = focusAreas.length > 0 ? focusAreas : [fallbackFocus(c, fallbacks.focus())];
  const cleaned: CoachingReportContent = {
    summary: c.text('summary', report.summary, describing) ?? offTargetSentence(e, offTargetKeys(e)),
    overallRating: report.overallRating,
    focusAreas: focus,
    // A drill is practice, not a claim about the class; when every drill fell, the originals minus their
    // unsupported sentences are still better than none, so keep the first as it was.
    drills: drills.length > 0 ? drills : report.drills.slice(0, 1),
    classEdits: edits(c, report.classEdits),
    cueRewrites: rewrites(c, report.cueRewrites),
    nextSessionTargets: targets(c, report.nextSessionTargets, fallbacks.target),
    orientation: {
      primaryFocus: c.text('orientation.primaryFocus', report.orientation.primaryFocus) ?? focus[0]!.title,
      toneGuidance: c.text('orientation.toneGuidance', report.orientation.toneGuidance) ?? focus[0]!.improvementTip,
      balancingDrills: c.list('orientation.balancingDrills', report.orientation.balancingDrills),
    },
    cautions: c.list('cautions', report.cautions),
    strengths: c.list('strengths', report.strengths, [...describing, praisesOffTarget]),
  };
  return { report: cleaned, removed: c.removed };
}
