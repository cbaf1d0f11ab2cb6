/**
 * GPT-2 style byte-level BPE decoding for Whisper token ids, built from the attributes of the model's own
 * `BpeDecoder` node (onnxruntime-extensions): `id_vocab` is one token per line, indexed by id; `byte_decoder`
 * maps each vocabulary character (as a code point) back to the byte it stands for; `all_special_ids` and
 * `added_tokens` list the control tokens (<|endoftext|>, language and timestamp tokens), which are skipped.
 */
export interface BpeDecoder {
  decode(ids: ArrayLike<number>): string;
}

export function createBpeDecoder(attributes: Record<string, string>): BpeDecoder {
  const vocab = (attributes.id_vocab ?? '').split('\n');
  if (vocab.length < 256) throw new Error('BPE vocabulary missing from the model');
  const byteOf = new Map<number, number>();
  for (const line of (attributes.byte_decoder ?? '').split('\n')) {
    const [codePoint, byte] = line.split('\t').map(Number);
    if (Number.isInteger(codePoint) && Number.isInteger(byte)) byteOf.set(codePoint!, byte!);
  }
  const special = new Set<number>();
  for (const line of [
    ...(attributes.all_special_ids ?? '').split('\n'),
    ...(attributes.added_tokens ?? '').split('\n'),
  ]) {
    const id = Number.parseInt(line, 10);
    if (Number.isInteger(id)) special.add(id);
  }

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
  };
}
