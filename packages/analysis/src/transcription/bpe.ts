/**
 * GPT-2 style byte-level BPE for Whisper token ids, built from the attributes of the model's own `BpeDecoder`
 * node (onnxruntime-extensions): `id_vocab` is one token per line, indexed by id; `byte_decoder` maps each
 * vocabulary character (as a code point) back to the byte it stands for; `all_special_ids` and `added_tokens`
 * list the control tokens (<|endoftext|>, language and timestamp tokens), which are skipped.
 */
export interface BpeDecoder {
  decode(ids: ArrayLike<number>): string;
}

export interface BpeTokenizer extends BpeDecoder {
  /** Token ids for prompt text. */
  encode(text: string): number[];
  /** Id of a control token such as "<|startofprev|>" or "<|0.00|>", or -1. */
  special(name: string): number;
  /** Number of ids the model scores: the text vocabulary and the control tokens. */
  vocabularySize: number;
}

export function createBpeDecoder(attributes: Record<string, string>): BpeTokenizer {
  const vocab = (attributes.id_vocab ?? '').split('\n');
  if (vocab.length < 256) throw new Error('BPE vocabulary missing from the model');
  const byteOf = new Map<number, number>();
  const charOfByte = new Map<number, string>();
  for (const line of (attributes.byte_decoder ?? '').split('\n')) {
    const [codePoint, byte] = line.split('\t').map(Number);
    if (Number.isInteger(codePoint) && Number.isInteger(byte)) {
      byteOf.set(codePoint!, byte!);
      charOfByte.set(byte!, String.fromCodePoint(codePoint!));
    }
  }
  const special = new Set<number>();
  for (const line of (attributes.all_special_ids ?? '').split('\n')) {
    const id = Number.parseInt(line, 10);
    if (Number.isInteger(id)) special.add(id);
  }
  const specialByName = new Map<string, number>();
  for (const line of (attributes.added_tokens ?? '').split('\n')) {
    const [idText, name] = line.split('\t');
    const id = Number.parseInt(idText ?? '', 10);
    if (!Number.isInteger(id)) continue;
    special.add(id);
    if (name) specialByName.set(name, id);
  }
  let idOf: Map<string, number> | null = null;

  return {
    decode(ids) {
      const bytes: number[] = [];
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        if (special.has(id) || id < 0 || id >= vocab.length) continue;
        for (const ch of vocab[id]!) {
          const byte = byteOf.get(ch.codePointAt(0)!);
          if (byte !== undefined) bytes.push(byte);
        }
      }
      // Tokens split multi-byte characters (é, ’, —) across ids, so text is rebuilt from bytes, not per token.
      return Buffer.from(bytes).toString('utf8');
    },
    encode(text) {
      if (!idOf) idOf = new Map(vocab.map((token, id) => [token, id]));
      const ids: number[] = [];
      for (const word of text.match(PRETOKENIZE) ?? []) {
        const symbols = [...Buffer.from(word, 'utf8')].map((b) => charOfByte.get(b) ?? '');
        ids.push(...mergeWord(symbols, idOf));
      }
      return ids;
    },
    special(name) {
      return specialByName.get(name) ?? -1;
    },
    vocabularySize: Math.max(vocab.length, ...specialByName.values()) + 1,
  };
}

// GPT-2's pre-tokenizer: contractions, letters, digits, other symbols, each with its leading space.
const PRETOKENIZE = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;

/**
 * BPE on one pre-token. GPT-2's vocabulary lists merged tokens in merge order, so a pair's rank is the id of the
 * token it forms: merging the lowest-id pair first reproduces the merge table without shipping it.
 */
function mergeWord(symbols: string[], idOf: Map<string, number>): number[] {
  const parts = [...symbols];
  for (;;) {
    let best = -1;
    let bestId = Number.POSITIVE_INFINITY;
    for (let i = 0; i < parts.length - 1; i++) {
      const id = idOf.get(parts[i]! + parts[i + 1]!);
      if (id !== undefined && id < bestId) {
        bestId = id;
        best = i;
      }
    }
    if (best < 0) break;
    parts.splice(best, 2, parts[best]! + parts[best + 1]!);
  }
  return parts.map((p) => idOf.get(p)).filter((id): id is number => id !== undefined);
}
