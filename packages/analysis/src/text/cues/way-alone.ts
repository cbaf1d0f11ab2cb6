/**
 * A way said alone: "Side." "Back." after "Tendu front.", "옆으로." after "탄듀 앞으로". The teacher named the step and
 * its first way, the class did it, and now calls only the next way: the same instruction sent another way, so it is a
 * directional cue, though the line has no verb or step of its own. Read alone ("Side.") it instructs nothing, and the
 * line before it, cut off by a pause, is not read with it (cues are found over stretches of speech with no pause of
 * a second or more: process-transcript.ts), so without this the later ways of a barre exercise were never counted.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';

const EN_WAY = String.raw`(?:(?:and|then|now|to|the|a|la|à|en)\s+)*(?:front|side|back|forward|second|seconde|devant|derri[eè]re|croix|left|right)`;
/** Nothing but ways, with commas or full stops between: "Side.", "Side. Back.", "And to the back.", "À la seconde". */
const EN_WAYS_ONLY = new RegExp(String.raw`^${EN_WAY}(?:[\s,.!;]+${EN_WAY})*[\s,.!;]*$`, 'iu');
const KO_WAY = '(?:앞|옆|뒤|앞으로|옆으로|뒤로|오른쪽으로|왼쪽으로|알라스공드|앙크루아|드방|드리에르)';
const KO_WAYS_ONLY = new RegExp(String.raw`^(?:${KO_WAY}(?:요)?)(?:[\s,.!;]+${KO_WAY}(?:요)?)*[\s,.!;]*$`, 'u');

/** Whether a line says nothing but a way (or ways) to move: the next way of the step just called. */
export function isWayAlone(text: string, language: AnalysisLanguage): boolean {
  return (language === 'ko' ? KO_WAYS_ONLY : EN_WAYS_ONLY).test(text.trim());
}
