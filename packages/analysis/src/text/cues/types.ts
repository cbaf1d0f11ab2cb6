import type { CueKind } from '@cuecoach/contracts';

export type EvidenceSpan = { start: number; end: number; term: string };

/** The language rules for cue detection (english.ts, korean.ts). */
export interface CueRule {
  /** Whether the utterance instructs the students (imperative, breath lead-in, verbless body cue…). */
  isInstruction(text: string): boolean;
  /** Where the words of the utterance say something about each kind of cue (not yet gated by isInstruction). */
  evidence(text: string): Record<CueKind, EvidenceSpan[]>;
  /** Presentation signposts ("moving on to", "in summary"): transition cues for an audience, not a body. */
  signpost(text: string): EvidenceSpan[];
}
