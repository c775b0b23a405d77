import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SamModelFiles } from './segmenter-setting.ts';

/*
 * For tests: a tiny ONNX pair with the interface of a SAM 2 export, as samexporter or onnxruntime's
 * own exporter writes it, written byte by byte in ONNX's protobuf format, since no SAM 2 weights ship
 * on npm. The encoder pools the stretched image into the three tensors SAM 2 answers (the red plane
 * repeated over their channels); the decoder answers, at 256x256 over the encoder's square, "bright
 * and inside the box" (the last two points) as its second of three masks, the one it scores best,
 * and the opposite as the other two, so a caller that reads the wrong mask or the wrong place gets
 * the wrong answer. onnxruntime's also answers yes/no masks at original_image_size, as that exporter does.
 */

export type Sam2Exporter = 'samexporter' | 'onnxruntime';

/** ONNX's element types used here. */
const FLOAT = 1;
const INT32 = 6;
const INT64 = 7;
const BOOL = 9;

type Dims = (number | string)[];
type Value = [name: string, dims: Dims, type?: number];
type Node = {
  op: string;
  inputs: string[];
  outputs: string[];
  ints?: Record<string, number[]>;
  int?: Record<string, number>;
  text?: Record<string, string>;
};
/** Float, or int64 where ONNX asks for it (Slice's starts, ends and axes, Resize's sizes). */
type Constant = { name: string; dims: number[]; values: number[]; int64?: boolean };
type Graph = { nodes: Node[]; constants: Constant[]; inputs: Value[]; outputs: Value[] };

const SQUARE = 1024;
const LOW_RES = 256;
/** The scores of the three masks: the second is the one to use. */
const SCORES = [0.2, 0.9, 0.3];

/** Each exporter's names for the encoder's three answers (finest first) and the decoder's other inputs. */
const NAMES = {
  samexporter: {
    features: ['high_res_feats_0', 'high_res_feats_1', 'image_embed'],
    previous: 'mask_input',
    hasPrevious: 'has_mask_input',
  },
  onnxruntime: {
    features: ['image_features_0', 'image_features_1', 'image_embeddings'],
    previous: 'input_masks',
    hasPrevious: 'has_input_masks',
  },
} as const;

export async function writeSam2StandIn(dir: string, exporter: Sam2Exporter = 'samexporter'): Promise<SamModelFiles> {
  const files = { encoder: join(dir, `${exporter}.encoder.onnx`), decoder: join(dir, `${exporter}.decoder.onnx`) };
  await writeFile(files.encoder, model(encoderGraph(exporter)));
  await writeFile(files.decoder, model(decoderGraph(exporter)));
  return files;
}

function encoderGraph(exporter: Sam2Exporter): Graph {
  const levels = NAMES[exporter].features.map((name, index) => ({ name, pool: 4 * 2 ** index, channels: [32, 64, 256][index]! }));
  return {
    inputs: [['image', [1, 3, SQUARE, SQUARE]]],
    outputs: levels.map(({ name, pool, channels }) => [name, [1, channels, SQUARE / pool, SQUARE / pool]]),
    constants: levels.map(({ name, channels }) => ({
      name: `${name}_weights`,
      dims: [channels, 3, 1, 1],
      values: Array.from({ length: channels * 3 }, (_, index) => (index % 3 === 0 ? 1 : 0)),
    })),
    nodes: levels.flatMap(({ name, pool }) => [
      { op: 'AveragePool', inputs: ['image'], outputs: [`${name}_pooled`], ints: { kernel_shape: [pool, pool], strides: [pool, pool] } },
      { op: 'Conv', inputs: [`${name}_pooled`, `${name}_weights`], outputs: [name] },
    ]),
  };
}

function decoderGraph(exporter: Sam2Exporter): Graph {
  const names = NAMES[exporter];
  const onnxruntime = exporter === 'onnxruntime';
  const centres = Array.from({ length: LOW_RES }, (_, index) => (index + 0.5) * (SQUARE / LOW_RES));
  const integers = new Map<string, Constant>();
  const integer = (value: number) => {
    const name = `int64_${value}`;
    integers.set(name, { name, dims: [1], values: [value], int64: true });
    return name;
  };
  const slice = (input: string, output: string, start: number, end: number, axis: number): Node => ({
    op: 'Slice',
    inputs: [input, integer(start), integer(end), integer(axis)],
    outputs: [output],
  });
  const lowResOutput = onnxruntime ? 'low_res_masks' : 'masks';
  const nodes: Node[] = [
    slice(names.features[0], 'red', 0, 1, 1),
    { op: 'Mul', inputs: ['red', 'brightness'], outputs: ['bright'] },
    slice('point_coords', 'topLeft', -2, -1, 1),
    slice('point_coords', 'bottomRight', -1, 2 ** 31 - 1, 1),
    slice('topLeft', 'left', 0, 1, 2),
    slice('topLeft', 'top', 1, 2, 2),
    slice('bottomRight', 'right', 0, 1, 2),
    slice('bottomRight', 'bottom', 1, 2, 2),
    { op: 'Sub', inputs: ['gridX', 'left'], outputs: ['fromLeft'] },
    { op: 'Sub', inputs: ['right', 'gridX'], outputs: ['fromRight'] },
    { op: 'Sub', inputs: ['gridY', 'top'], outputs: ['fromTop'] },
    { op: 'Sub', inputs: ['bottom', 'gridY'], outputs: ['fromBottom'] },
    { op: 'Min', inputs: ['fromLeft', 'fromRight', 'fromTop', 'fromBottom', 'bright'], outputs: ['object'] },
    { op: 'Neg', inputs: ['object'], outputs: ['opposite'] },
    { op: 'Concat', inputs: ['opposite', 'object', 'opposite'], outputs: [lowResOutput], int: { axis: 1 } },
    { op: 'Identity', inputs: ['scores'], outputs: ['iou_predictions'] },
  ];
  if (onnxruntime)
    nodes.push(
      { op: 'Cast', inputs: ['original_image_size'], outputs: ['size64'], int: { to: INT64 } },
      { op: 'Concat', inputs: ['leadingSizes', 'size64'], outputs: ['sizes'], int: { axis: 0 } },
      { op: 'Resize', inputs: [lowResOutput, '', '', 'sizes'], outputs: ['resized'], text: { mode: 'linear' } },
      { op: 'Greater', inputs: ['resized', 'zero'], outputs: ['masks'] },
    );
  return {
    inputs: [
      [names.features[2], [1, 256, 64, 64]],
      [names.features[0], [1, 32, 256, 256]],
      [names.features[1], [1, 64, 128, 128]],
      ['point_coords', [1, 'points', 2]],
      ['point_labels', [1, 'points'], onnxruntime ? INT32 : FLOAT],
      [names.previous, [1, 1, LOW_RES, LOW_RES]],
      [names.hasPrevious, [1]],
      ...(onnxruntime ? [['original_image_size', [2], INT32] as Value] : []),
    ],
    outputs: onnxruntime
      ? [
          ['masks', [1, 3, 'height', 'width'], BOOL],
          ['iou_predictions', [1, 3]],
          ['low_res_masks', [1, 3, LOW_RES, LOW_RES]],
        ]
      : [
          ['masks', [1, 3, LOW_RES, LOW_RES]],
          ['iou_predictions', [1, 3]],
        ],
    constants: [
      ...integers.values(),
      { name: 'gridX', dims: [1, 1, 1, LOW_RES], values: centres },
      { name: 'gridY', dims: [1, 1, LOW_RES, 1], values: centres },
      { name: 'brightness', dims: [1], values: [100] },
      { name: 'scores', dims: [1, 3], values: SCORES },
      { name: 'leadingSizes', dims: [2], values: [1, 3], int64: true },
      { name: 'zero', dims: [1], values: [0] },
    ],
    nodes,
  };
}

// ONNX's protobuf messages, as far as these graphs need them (field numbers from onnx.proto).

function model(graph: Graph): Buffer {
  return message([
    varintField(1, 8),
    bytesField(7, graphMessage(graph)),
    bytesField(8, message([bytesField(1, Buffer.alloc(0)), varintField(2, 17)])),
  ]);
}

function graphMessage({ nodes, constants, inputs, outputs }: Graph): Buffer {
  return message([
    ...nodes.map((node, index) => bytesField(1, nodeMessage(node, index))),
    bytesField(2, Buffer.from('sam2-stand-in')),
    ...constants.map((constant) => bytesField(5, tensorMessage(constant))),
    ...inputs.map((value) => bytesField(11, valueInfo(value))),
    ...outputs.map((value) => bytesField(12, valueInfo(value))),
  ]);
}

function nodeMessage(node: Node, index: number): Buffer {
  const named = (name: string, fields: Buffer[]) => message([bytesField(1, Buffer.from(name)), ...fields]);
  const attributes = [
    ...Object.entries(node.ints ?? {}).map(([name, values]) =>
      named(name, [...values.map((value) => varintField(8, value)), varintField(20, 7)]),
    ),
    ...Object.entries(node.int ?? {}).map(([name, value]) => named(name, [varintField(3, value), varintField(20, 2)])),
    ...Object.entries(node.text ?? {}).map(([name, value]) => named(name, [bytesField(4, Buffer.from(value)), varintField(20, 3)])),
  ];
  return message([
    ...node.inputs.map((input) => bytesField(1, Buffer.from(input))),
    ...node.outputs.map((output) => bytesField(2, Buffer.from(output))),
    bytesField(3, Buffer.from(`${node.op}_${index}`)),
    bytesField(4, Buffer.from(node.op)),
    ...attributes.map((attribute) => bytesField(5, attribute)),
  ]);
}

function tensorMessage({ name, dims, values, int64 }: Constant): Buffer {
  const raw = Buffer.alloc(values.length * (int64 ? 8 : 4));
  values.forEach((value, index) => (int64 ? raw.writeBigInt64LE(BigInt(value), index * 8) : raw.writeFloatLE(value, index * 4)));
  return message([
    ...dims.map((dim) => varintField(1, dim)),
    varintField(2, int64 ? INT64 : FLOAT),
    bytesField(8, Buffer.from(name)),
    bytesField(9, raw),
  ]);
}

function valueInfo([name, dims, type = FLOAT]: Value): Buffer {
  const shape = message(
    dims.map((dim) => bytesField(1, typeof dim === 'number' ? message([varintField(1, dim)]) : message([bytesField(2, Buffer.from(dim))]))),
  );
  const tensorType = message([varintField(1, type), bytesField(2, shape)]);
  return message([bytesField(1, Buffer.from(name)), bytesField(2, message([bytesField(1, tensorType)]))]);
}

function message(fields: Buffer[]): Buffer {
  return Buffer.concat(fields);
}

function bytesField(field: number, bytes: Buffer): Buffer {
  return Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes]);
}

function varintField(field: number, value: number): Buffer {
  return Buffer.concat([varint(field << 3), varint(value)]);
}

/** A protobuf varint; negative values as int64's ten bytes. */
function varint(value: number): Buffer {
  let rest = BigInt.asUintN(64, BigInt(value));
  const bytes: number[] = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Buffer.from(bytes);
}
