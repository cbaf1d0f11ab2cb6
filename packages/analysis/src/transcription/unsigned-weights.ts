/**
 * The embedded graph's 66 `MatMulInteger` nodes multiply uint8 activations (`DynamicQuantizeLinear`) by int8 weights.
 * onnxruntime's x86 kernel for that pairing sums pairs of products in 16 bits on CPUs without VNNI (AVX2 only:
 * `vpmaddubsw`, which saturates), and in 32 bits with it: the same recording read differently by machine (a 16 kbps
 * memo of a dance class kept 31 of its 72 words on an AVX2-only EPYC, 51 or more on AVX-512 machines). Given as
 * uint8, each weight and its zero point shifted by 128 (the same differences, so the same products), the weights
 * take the uint8 × uint8 kernel, which sums exactly on every x86 CPU.
 *
 * Only the converted tensors and the messages that hold them are re-encoded; every other byte is copied. A tensor is
 * converted only when every node that reads it is a `MatMulInteger` whose weight and zero point are both int8
 * initialisers; anything else is left as it was.
 */
import protobuf from 'protobufjs/minimal.js';
import { lengthDelimited, parseFields, text } from './onnx-surgery.ts';

// Field numbers from onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH = { node: 1, initializer: 5, input: 11, valueInfo: 13 } as const;
const NODE = { input: 1, opType: 4, attribute: 5 } as const;
const ATTRIBUTE = { g: 6, graphs: 11 } as const;
const TENSOR = { dataType: 2, int32Data: 5, name: 8, rawData: 9 } as const;
const VALUE_INFO = { name: 1, type: 2 } as const;
const TYPE_TENSOR = 1;
const TENSOR_TYPE_ELEM = 1;
const INT8 = 3;
const UINT8 = 2;
const LENGTH_DELIMITED = 2;

const isOneByteVarint = (field: Uint8Array | undefined, value: number) =>
  field !== undefined && field.length === 2 && field[1] === value;

/** Every graph of the model: the main one and the subgraphs in node attributes (BeamSearch's encoder and decoder). */
function graphsOf(graph: Uint8Array, out: Uint8Array[] = []): Uint8Array[] {
  out.push(graph);
  for (const f of parseFields(graph)) {
    if (f.no !== GRAPH.node || !f.value) continue;
    for (const a of parseFields(f.value)) {
      if (a.no !== NODE.attribute || !a.value) continue;
      for (const g of parseFields(a.value)) {
        if ((g.no === ATTRIBUTE.g || g.no === ATTRIBUTE.graphs) && g.value) graphsOf(g.value, out);
      }
    }
  }
  return out;
}

/** The names of the int8 tensors to convert. */
function tensorsToConvert(graphs: Uint8Array[]): Set<string> {
  // By name: two subgraphs may each hold a tensor of the same name; both change or neither.
  const int8 = new Map<string, boolean>();
  const readers = new Map<string, number>();
  const nodes: string[][] = [];
  for (const graph of graphs) {
    for (const f of parseFields(graph)) {
      if (!f.value) continue;
      if (f.no === GRAPH.initializer) {
        const fields = parseFields(f.value);
        const name = text(fields.find((t) => t.no === TENSOR.name)?.value);
        const isInt8 = isOneByteVarint(fields.find((t) => t.no === TENSOR.dataType)?.raw, INT8);
        int8.set(name, (int8.get(name) ?? true) && isInt8);
      } else if (f.no === GRAPH.node) {
        const fields = parseFields(f.value);
        const inputs = fields.filter((t) => t.no === NODE.input).map((t) => text(t.value));
        for (const input of inputs) readers.set(input, (readers.get(input) ?? 0) + 1);
        if (text(fields.find((t) => t.no === NODE.opType)?.value) === 'MatMulInteger') nodes.push(inputs);
      }
    }
  }
  const weightReads = new Map<string, number>();
  const pairs: [string, string][] = [];
  for (const [, , weight, , zeroPoint] of nodes.map((inputs) => [0, 0, inputs[1], 0, inputs[3]] as const)) {
    if (!weight || !zeroPoint || !int8.get(weight) || !int8.get(zeroPoint)) continue;
    pairs.push([weight, zeroPoint]);
    for (const name of [weight, zeroPoint]) weightReads.set(name, (weightReads.get(name) ?? 0) + 1);
  }
  // Read by anything but such a node (another op, a node without an int8 zero point): kept as it is, and so is the
  // other tensor of every node that reads it (a weight and its zero point change together).
  const convert = new Set([...weightReads].filter(([name, n]) => n === readers.get(name)).map(([name]) => name));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [w, z] of pairs) {
      if (convert.has(w) === convert.has(z)) continue;
      convert.delete(w);
      convert.delete(z);
      changed = true;
    }
  }
  return convert;
}

/** The int8 values of a tensor, from raw_data or int32_data (packed or not). */
function int8Values(fields: ReturnType<typeof parseFields>): Int8Array {
  const raw = fields.find((t) => t.no === TENSOR.rawData)?.value;
  if (raw) return new Int8Array(raw.buffer, raw.byteOffset, raw.length);
  const values: number[] = [];
  for (const f of fields.filter((t) => t.no === TENSOR.int32Data)) {
    const reader = protobuf.Reader.create(f.raw);
    const wireType = reader.uint32() & 7;
    if (wireType === LENGTH_DELIMITED) {
      const end = reader.uint32() + reader.pos;
      while (reader.pos < end) values.push(reader.int32());
    } else values.push(reader.int32());
  }
  return Int8Array.from(values);
}

/** The tensor as uint8: every value + 128, in raw_data. */
function unsignedTensor(tensor: Uint8Array): Uint8Array[] {
  const fields = parseFields(tensor);
  // A plain loop: `Uint8Array.from(values, map)` gathers the mapped values in a JS list first, eight bytes a weight
  // (the cut peaked at 856 MB that way).
  const values = int8Values(fields);
  const shifted = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) shifted[i] = values[i]! + 128;
  const kept = fields.filter((t) => t.no !== TENSOR.dataType && t.no !== TENSOR.int32Data && t.no !== TENSOR.rawData);
  const type = protobuf.Writer.create()
    .uint32((TENSOR.dataType << 3) | 0)
    .uint32(UINT8)
    .finish();
  return [...kept.map((t) => t.raw), type, ...lengthDelimited(TENSOR.rawData, [shifted])];
}

/** The value's declared element type, patched in place when it names a converted tensor as int8. */
function patchDeclaredType(valueInfo: Uint8Array, convert: Set<string>): void {
  const fields = parseFields(valueInfo);
  if (!convert.has(text(fields.find((t) => t.no === VALUE_INFO.name)?.value))) return;
  const type = fields.find((t) => t.no === VALUE_INFO.type)?.value;
  const tensor = type && parseFields(type).find((t) => t.no === TYPE_TENSOR)?.value;
  const elem = tensor && parseFields(tensor).find((t) => t.no === TENSOR_TYPE_ELEM)?.raw;
  if (elem && isOneByteVarint(elem, INT8)) elem[1] = UINT8;
}

function rewrittenGraph(graph: Uint8Array, convert: Set<string>): Uint8Array[] {
  return parseFields(graph).flatMap((f) => {
    if (!f.value) return [f.raw];
    if (f.no === GRAPH.initializer) {
      const name = text(parseFields(f.value).find((t) => t.no === TENSOR.name)?.value);
      return convert.has(name) ? lengthDelimited(GRAPH.initializer, unsignedTensor(f.value)) : [f.raw];
    }
    if (f.no === GRAPH.input || f.no === GRAPH.valueInfo) patchDeclaredType(f.value, convert);
    if (f.no === GRAPH.node) return lengthDelimited(GRAPH.node, rewrittenNode(f.value, convert));
    return [f.raw];
  });
}

function rewrittenNode(node: Uint8Array, convert: Set<string>): Uint8Array[] {
  return parseFields(node).flatMap((f) => {
    if (f.no !== NODE.attribute || !f.value) return [f.raw];
    const attribute = parseFields(f.value).flatMap((a) =>
      (a.no === ATTRIBUTE.g || a.no === ATTRIBUTE.graphs) && a.value
        ? lengthDelimited(a.no, rewrittenGraph(a.value, convert))
        : [a.raw],
    );
    return lengthDelimited(NODE.attribute, attribute);
  });
}

/** The model with its `MatMulInteger` weights as uint8, and how many tensors were converted. */
export function withUnsignedMatMulWeights(model: Uint8Array): { model: Uint8Array; converted: number } {
  const modelFields = parseFields(model);
  const graph = modelFields.find((f) => f.no === MODEL_GRAPH)?.value;
  if (!graph) return { model, converted: 0 };
  const convert = tensorsToConvert(graphsOf(graph));
  if (convert.size === 0) return { model, converted: 0 };
  const parts = modelFields.flatMap((f) =>
    f.no === MODEL_GRAPH && f.value ? lengthDelimited(MODEL_GRAPH, rewrittenGraph(f.value, convert)) : [f.raw],
  );
  return { model: Buffer.concat(parts), converted: convert.size };
}
