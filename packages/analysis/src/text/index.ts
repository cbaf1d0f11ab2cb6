export {
  type ClassifyOptions,
  type CueClassification,
  classifyUtterance,
  splitUtterances,
} from './cues/index.ts';
export {
  type CompiledLexicon,
  compileLexicon,
  findHits,
  type LexiconHit,
  plainTermPattern,
  termApplies,
} from './match.ts';
export {
  type CueUtterance,
  type ProcessedTranscript,
  type ProcessTranscriptOptions,
  processTranscript,
  type RawSegment,
  type TranscriptHit,
  type TranscriptWord,
} from './process-transcript.ts';
export { countSyllables, normalizeToken, type TextToken, tokenize } from './tokenize.ts';
