import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localModelPath } from '../../src/transcription/local.ts';
import { parseFields, text } from '../../src/transcription/onnx-surgery.ts';
import { withUnsignedMatMulWeights } from '../../src/transcription/unsigned-weights.ts';

// On an AVX2-only CPU onnxruntime sums uint8 × int8 products in 16 bits, which saturate: a 16 kbps memo of a dance
// class kept 31 of its 72 words there and 51 or more on AVX-512 machines (74 there once the weights are uint8;
// language-gate-narrowband.test.ts holds the words). Here: every MatMulInteger of the shipped graph, in the encoder
// and decoder subgraphs alike, takes uint8 weights and zero points with the same differences.
type Tensor = { type: number; values: number[] };

function matMulIntegers(model: Uint8Array): { weight: Tensor; zeroPoint: Tensor }[] {
  const tensors = new Map<string, Tensor>();
  const nodes: string[][] = [];
  const walk = (graph: Uint8Array) => {
    for (const f of parseFields(graph)) {
      if (!f.value) continue;
      if (f.no === 5) {
        const t = parseFields(f.value);
        const raw = t.find((x) => x.no === 9)?.value;
        const type = t.find((x) => x.no === 2)?.raw?.[1] ?? -1;
        const values = raw ? [...(type === 3 ? new Int8Array(raw.buffer, raw.byteOffset, 4) : raw.subarray(0, 4))] : [];
        tensors.set(text(t.find((x) => x.no === 8)?.value), { type, values });
      }
      if (f.no !== 1) continue;
      const node = parseFields(f.value);
      if (text(node.find((x) => x.no === 4)?.value) === 'MatMulInteger')
        nodes.push(node.filter((x) => x.no === 1).map((x) => text(x.value)));
      for (const a of node.filter((x) => x.no === 5))
        for (const g of parseFields(a.value!)) if (g.no === 6) walk(g.value!);
    }
  };
  walk(parseFields(model).find((f) => f.no === 7)!.value!);
  return nodes.map((inputs) => ({ weight: tensors.get(inputs[1]!)!, zeroPoint: tensors.get(inputs[3]!)! }));
}

describe('the embedded model given to onnxruntime', () => {
  it('multiplies by uint8 weights shifted by 128, in every MatMulInteger', () => {
    const shipped = readFileSync(localModelPath);
    const before = matMulIntegers(shipped);
    const { model, converted } = withUnsignedMatMulWeights(shipped);
    const after = matMulIntegers(model);
    expect(before.length).toBe(66);
    expect(before.every((n) => n.weight.type === 3 && n.zeroPoint.type === 3)).toBe(true);
    expect(converted).toBeGreaterThan(0);
    expect(after.every((n) => n.weight.type === 2 && n.zeroPoint.type === 2)).toBe(true);
    for (const [i, node] of after.entries()) {
      // The same differences from the zero point: the same products.
      expect(node.weight.values).toEqual(before[i]!.weight.values.map((v) => v + 128));
    }
  });
});
