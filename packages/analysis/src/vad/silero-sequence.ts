import protobuf from 'protobufjs/minimal.js';
import { type Field, lengthDelimited, parseFields, stringField, text } from '../transcription/onnx-surgery.ts';

/**
 * Silero VAD v4 scoring a whole block of frames in one call, as one sequence. The shipped graph scores one 32 ms
 * frame per call and hands its recurrent state back; driven from JS that is one native call per frame (56 000 for
 * 30 minutes), and the call costs more than the model. Its graph already takes a batch of frames ([frames, 512]),
 * but reads them side by side (each its own stream). Two wire-format edits make it read them one after another:
 *
 * - The two LSTMs (the only state) read the frames as a sequence: the encoder's output, [1, frames, 64] (time 1,
 *   batch frames), is transposed to [frames, 1, 64] (time frames, batch 1), so the state carries from each frame
 *   to the next inside the call, exactly as from call to call; the transpose back after them becomes an Identity.
 *   Everything else in the graph works on each frame alone (its STFT, normalisation, convolutions, decoder).
 * - Every 1-D convolution over [frames, C, L] becomes one 2-D convolution over [1, C, frames, L] (kernel [1, k]):
 *   the same kernel along each frame, one call over the block instead of one per frame and per group (the
 *   depthwise layers have 258 groups).
 *
 * Probabilities are not bit for bit the per-frame loop's: onnxruntime sums in another order over a block (up to
 * 4e-6 apart on the 30-minute benchmark's 56 000 frames). Regions, chunks and every result of the benchmark and of
 * the fixtures are the same (docs/analysis.md, "Silero as one sequence").
 *
 * Inputs and outputs keep the model's names: `input` [frames, 512] (256 at 8 kHz), `sr`, `h`, `c` [2, 1, 64] →
 * `output` [frames, 1], `hn`, `cn` (the state after the block's last frame). The weights are copied byte for byte.
 */

// Field numbers from onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5 } as const;
const ATTRIBUTE = { name: 1, i: 3, s: 4, t: 5, g: 6, ints: 8, type: 20 } as const;
const ATTRIBUTE_TYPE = { int: 2, tensor: 4, ints: 7 } as const;
const TENSOR = { dims: 1, dataType: 2, int64Data: 7 } as const;
const TENSOR_INT64 = 7;

interface Node {
  fields: Field[];
  op: string;
  inputs: string[];
  outputs: string[];
}

function nodeOf(field: Field): Node {
  const fields = parseFields(field.value!);
  return {
    fields,
    op: text(fields.find((f) => f.no === NODE.opType)?.value),
    inputs: fields.filter((f) => f.no === NODE.input).map((f) => text(f.value)),
    outputs: fields.filter((f) => f.no === NODE.output).map((f) => text(f.value)),
  };
}

const varint = (no: number, value: number) =>
  protobuf.Writer.create()
    .uint32(no << 3)
    .int64(value)
    .finish();
const packed = (values: number[]) => values.map((v) => protobuf.Writer.create().int64(v).finish());

const intsAttribute = (name: string, values: number[]) =>
  lengthDelimited(NODE.attribute, [
    ...stringField(ATTRIBUTE.name, name),
    ...lengthDelimited(ATTRIBUTE.ints, packed(values)),
    varint(ATTRIBUTE.type, ATTRIBUTE_TYPE.ints),
  ]);
const intAttribute = (name: string, value: number) =>
  lengthDelimited(NODE.attribute, [
    ...stringField(ATTRIBUTE.name, name),
    varint(ATTRIBUTE.i, value),
    varint(ATTRIBUTE.type, ATTRIBUTE_TYPE.int),
  ]);

function node(op: string, inputs: string[], outputs: string[], name: string, attributes: Uint8Array[][] = []) {
  return [
    ...inputs.flatMap((i) => stringField(NODE.input, i)),
    ...outputs.flatMap((o) => stringField(NODE.output, o)),
    ...stringField(NODE.name, name),
    ...stringField(NODE.opType, op),
    ...attributes.flat(),
  ];
}

function int64Constant(name: string, values: number[]): Uint8Array[] {
  const tensor = [
    ...lengthDelimited(TENSOR.dims, packed([values.length])),
    varint(TENSOR.dataType, TENSOR_INT64),
    ...lengthDelimited(TENSOR.int64Data, packed(values)),
  ];
  const value = lengthDelimited(NODE.attribute, [
    ...stringField(ATTRIBUTE.name, 'value'),
    ...lengthDelimited(ATTRIBUTE.t, tensor),
    varint(ATTRIBUTE.type, ATTRIBUTE_TYPE.tensor),
  ]);
  return node('Constant', [], [name], name, [value]);
}

/** A node's int, ints and string attributes by name. */
function attributesOf(n: Node): Map<string, { i?: number; ints: number[]; s?: string }> {
  const out = new Map<string, { i?: number; ints: number[]; s?: string }>();
  for (const field of n.fields) {
    if (field.no !== NODE.attribute) continue;
    const reader = protobuf.Reader.create(field.value!);
    let name = '';
    const value: { i?: number; ints: number[]; s?: string } = { ints: [] };
    while (reader.pos < reader.len) {
      const tag = reader.uint32();
      const no = tag >>> 3;
      const wireType = tag & 7;
      if (no === ATTRIBUTE.name) name = reader.string();
      else if (no === ATTRIBUTE.i) value.i = Number(reader.int64());
      else if (no === ATTRIBUTE.s) value.s = Buffer.from(reader.bytes()).toString('utf8');
      else if (no === ATTRIBUTE.ints && wireType === 2) {
        const end = reader.uint32() + reader.pos;
        while (reader.pos < end) value.ints.push(Number(reader.int64()));
      } else if (no === ATTRIBUTE.ints) value.ints.push(Number(reader.int64()));
      else reader.skipType(wireType);
    }
    out.set(name, value);
  }
  return out;
}

/** A 1-D Conv over [frames, C, L] as one 2-D Conv over [1, C, frames, L], and back. */
function convOverBlock(conv: Node): Uint8Array[][] {
  const attributes = attributesOf(conv);
  const kernel = attributes.get('kernel_shape')?.ints ?? [];
  if (kernel.length !== 1 || (attributes.get('auto_pad')?.s ?? 'NOTSET') !== 'NOTSET') {
    throw new Error('unexpected Silero graph: a Conv that is not 1-D with explicit pads');
  }
  const [pad0, pad1] = attributes.get('pads')?.ints.length ? attributes.get('pads')!.ints : [0, 0];
  const [x, w, b] = conv.inputs;
  const y = conv.outputs[0]!;
  const p = `${y}_block`;
  return [
    int64Constant(`${p}_axis0`, [0]),
    int64Constant(`${p}_axis2`, [2]),
    node('Transpose', [x!], [`${p}_cfl`], `${p}_transpose_in`, [intsAttribute('perm', [1, 0, 2])]),
    node('Unsqueeze', [`${p}_cfl`, `${p}_axis0`], [`${p}_in`], `${p}_unsqueeze_in`),
    node('Unsqueeze', [w!, `${p}_axis2`], [`${p}_w`], `${p}_unsqueeze_w`),
    node('Conv', [`${p}_in`, `${p}_w`, ...(b ? [b] : [])], [`${p}_out`], `${p}_conv`, [
      intsAttribute('kernel_shape', [1, kernel[0]!]),
      intsAttribute('pads', [0, pad0 ?? 0, 0, pad1 ?? 0]),
      intsAttribute('strides', [1, attributes.get('strides')?.ints[0] ?? 1]),
      intsAttribute('dilations', [1, attributes.get('dilations')?.ints[0] ?? 1]),
      intAttribute('group', attributes.get('group')?.i ?? 1),
    ]),
    node('Squeeze', [`${p}_out`, `${p}_axis0`], [`${p}_ofl`], `${p}_squeeze_out`),
    node('Transpose', [`${p}_ofl`], [y], `${p}_transpose_out`, [intsAttribute('perm', [1, 0, 2])]),
  ];
}

/** Graph bytes with nodes replaced by `edit` (null keeps the node), in every subgraph too. */
function editGraph(graph: Uint8Array, edit: (graph: Node[], n: Node) => Uint8Array[][] | null): Uint8Array[] {
  const fields = parseFields(graph);
  const nodes = fields.filter((f) => f.no === GRAPH_NODE).map(nodeOf);
  const out: Uint8Array[] = [];
  let k = 0;
  for (const field of fields) {
    if (field.no !== GRAPH_NODE) {
      out.push(field.raw);
      continue;
    }
    const n = nodes[k++]!;
    const replaced = edit(nodes, n);
    if (replaced) {
      out.push(...replaced.flatMap((parts) => lengthDelimited(GRAPH_NODE, parts)));
      continue;
    }
    const withSubgraphs = n.fields.flatMap((f) => {
      if (f.no !== NODE.attribute) return [f.raw];
      const attribute = parseFields(f.value!);
      if (!attribute.some((a) => a.no === ATTRIBUTE.g)) return [f.raw];
      return lengthDelimited(
        NODE.attribute,
        attribute.flatMap((a) =>
          a.no === ATTRIBUTE.g ? lengthDelimited(ATTRIBUTE.g, editGraph(a.value!, edit)) : [a.raw],
        ),
      );
    });
    out.push(...lengthDelimited(GRAPH_NODE, withSubgraphs));
  }
  return out;
}

export function sileroSequenceModel(silero: Uint8Array): Uint8Array {
  let lstmEdits = 0;
  let convEdits = 0;
  const edit = (graph: Node[], n: Node): Uint8Array[][] | null => {
    if (n.op === 'Conv') {
      convEdits++;
      return convOverBlock(n);
    }
    // The branch run with a given state (h and c sliced into the two LSTMs' initial states); the other branch,
    // for an empty state, is never run here.
    const lstms = graph.filter((m) => m.op === 'LSTM');
    if (lstms.length !== 2 || !graph.some((m) => m.op === 'Slice' && m.inputs[0] === 'h')) return null;
    if (n === lstms[0]) {
      const x = n.inputs[0]!;
      if (graph.some((m) => m.outputs.includes(x))) throw new Error('unexpected Silero graph: LSTM input');
      const sequence = `${x}_as_sequence`;
      lstmEdits++;
      let first = true;
      const lstm = n.fields.flatMap((f) => {
        if (f.no !== NODE.input || !first) return [f.raw];
        first = false;
        return stringField(NODE.input, sequence);
      });
      return [node('Transpose', [x], [sequence], `${sequence}_transpose`, [intsAttribute('perm', [1, 0, 2])]), lstm];
    }
    if (n.op === 'Transpose' && graph.indexOf(n) > graph.indexOf(lstms[1]!)) {
      lstmEdits++;
      return [
        n.fields.flatMap((f) =>
          f.no === NODE.attribute ? [] : f.no === NODE.opType ? stringField(NODE.opType, 'Identity') : [f.raw],
        ),
      ];
    }
    return null;
  };
  const parts = parseFields(silero).flatMap((f) =>
    f.no === MODEL_GRAPH ? lengthDelimited(MODEL_GRAPH, editGraph(f.value!, edit)) : [f.raw],
  );
  // Two sample rates, each: the first LSTM's input and the transpose after the second; 18 convolutions.
  if (lstmEdits !== 4 || convEdits !== 36) {
    throw new Error(`unexpected Silero graph (${lstmEdits} LSTM edits, ${convEdits} convolutions)`);
  }
  return Buffer.concat(parts);
}
