import protobuf from 'protobufjs/minimal.js';
import { type Field, lengthDelimited, parseFields, stringField, text } from '../transcription/onnx-surgery.ts';
import { VAD_FRAME_SAMPLES } from './silero.ts';

/**
 * Silero VAD run over many frames per call. The shipped graph scores one 32 ms frame per call and hands its
 * recurrent state back; driven from JS that is one native call per frame (56 000 for 30 minutes), and the call
 * costs more than the model. Here the whole graph becomes the body of an ONNX `Scan` over a block of frames,
 * carrying `h` and `c` from one frame to the next inside onnxruntime: the same operators on the same inputs in
 * the same order, so every frame's probability is bit for bit the one the per-frame loop gives (the state of
 * this model never forgets a different start, so frames cannot be split across parallel runs instead).
 *
 * Inputs: `vad_frames` [frames, 1, 512] float (256 for 8 kHz), `sr` int64 (16000 or 8000), `vad_h_in`, `vad_c_in`
 * [2, 1, 64].
 * Outputs: `vad_probs` [frames, 1, 1], `vad_h_out`, `vad_c_out`. Wire-format editing as in onnx-surgery.ts:
 * the original graph (its weights, nested subgraphs) is copied byte for byte into the body.
 */
export const SCAN = {
  frames: 'vad_frames',
  hIn: 'vad_h_in',
  cIn: 'vad_c_in',
  probabilities: 'vad_probs',
  hOut: 'vad_h_out',
  cOut: 'vad_c_out',
} as const;

// Field numbers from onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH = { node: 1, name: 2, input: 11, output: 12 } as const;
const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5 } as const;
const ATTRIBUTE = { name: 1, i: 3, g: 6, type: 20 } as const;
const ATTRIBUTE_TYPE = { int: 2, graph: 5 } as const;
const VALUE_INFO = { name: 1, type: 2 } as const;
const TENSOR_FLOAT = 1;

const varint = (no: number, value: number) =>
  protobuf.Writer.create()
    .uint32(no << 3)
    .int64(value)
    .finish();

/** ValueInfoProto of a float tensor; `dims` numbers are fixed sizes, strings named (free) ones. */
function floatValue(name: string, dims: (number | string)[]): Uint8Array[] {
  const shape = dims.flatMap((d) => lengthDelimited(1, typeof d === 'number' ? [varint(1, d)] : stringField(2, d)));
  const tensorType = [varint(1, TENSOR_FLOAT), ...lengthDelimited(2, shape)];
  return [...stringField(VALUE_INFO.name, name), ...lengthDelimited(VALUE_INFO.type, lengthDelimited(1, tensorType))];
}

const nameOf = (field: Field) => text(parseFields(field.value!).find((f) => f.no === VALUE_INFO.name)?.value);

export function sileroScanModel(silero: Uint8Array, frameSamples = VAD_FRAME_SAMPLES): Uint8Array {
  const modelFields = parseFields(silero);
  const graphField = modelFields.find((f) => f.no === MODEL_GRAPH);
  if (!graphField?.value) throw new Error('not an ONNX model: no graph');
  const graph = parseFields(graphField.value);
  const valueInfo = (no: number, name: string) => {
    const found = graph.find((f) => f.no === no && nameOf(f) === name);
    if (!found) throw new Error(`the Silero model has no ${no === GRAPH.input ? 'input' : 'output'} ${name}`);
    return found.raw;
  };

  // Body: every node and initialiser of the original graph. Scan's body takes the state first, then one element
  // of the scanned input ([1, 512], the per-frame input exactly), and returns the state, then one probability.
  // `sr` is not a body input: the body reads it from the enclosing graph.
  const body: Uint8Array[] = [];
  for (const f of graph) {
    if (f.no === GRAPH.input || f.no === GRAPH.output || f.no === GRAPH.name) continue;
    body.push(f.raw);
  }
  body.push(...stringField(GRAPH.name, 'silero_frame'));
  for (const name of ['h', 'c', 'input']) body.push(valueInfo(GRAPH.input, name));
  for (const name of ['hn', 'cn', 'output']) body.push(valueInfo(GRAPH.output, name));

  const attribute = (name: string, value: Uint8Array[], type: number) =>
    lengthDelimited(NODE.attribute, [...stringField(ATTRIBUTE.name, name), ...value, varint(ATTRIBUTE.type, type)]);
  const scan = [
    ...[SCAN.hIn, SCAN.cIn, SCAN.frames].flatMap((name) => stringField(NODE.input, name)),
    ...[SCAN.hOut, SCAN.cOut, SCAN.probabilities].flatMap((name) => stringField(NODE.output, name)),
    ...stringField(NODE.name, 'silero_scan'),
    ...stringField(NODE.opType, 'Scan'),
    ...attribute('body', lengthDelimited(ATTRIBUTE.g, body), ATTRIBUTE_TYPE.graph),
    ...attribute('num_scan_inputs', [varint(ATTRIBUTE.i, 1)], ATTRIBUTE_TYPE.int),
  ];
  const outer = [
    ...lengthDelimited(GRAPH.node, scan),
    ...stringField(GRAPH.name, 'silero_frames'),
    ...lengthDelimited(GRAPH.input, floatValue(SCAN.frames, ['frames', 1, frameSamples])),
    valueInfo(GRAPH.input, 'sr'),
    ...lengthDelimited(GRAPH.input, floatValue(SCAN.hIn, [2, 1, 64])),
    ...lengthDelimited(GRAPH.input, floatValue(SCAN.cIn, [2, 1, 64])),
    ...lengthDelimited(GRAPH.output, floatValue(SCAN.probabilities, ['frames', 1, 1])),
    ...lengthDelimited(GRAPH.output, floatValue(SCAN.hOut, [2, 1, 64])),
    ...lengthDelimited(GRAPH.output, floatValue(SCAN.cOut, [2, 1, 64])),
  ];
  const parts = modelFields.flatMap((f) => (f.no === MODEL_GRAPH ? lengthDelimited(MODEL_GRAPH, outer) : [f.raw]));
  return Buffer.concat(parts);
}
