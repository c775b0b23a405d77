import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { type GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter';

/** Loads a tfjs graph model (model.json plus its weight files) from disk; never touches the network. */
export async function loadGraphModelFromFile(jsonPath: string): Promise<GraphModel> {
  const modelJson = JSON.parse(await readFile(jsonPath, 'utf8')) as tf.io.ModelJSON;
  const handler: tf.io.IOHandler = {
    load: () =>
      tf.io.getModelArtifactsForJSON(modelJson, async (manifest) => {
        const files = manifest.flatMap((group) => group.paths).map((path) => join(dirname(jsonPath), path));
        const buffers = await Promise.all(files.map((file) => readFile(file)));
        const weightData = tf.io.concatenateArrayBuffers(buffers.map((buffer) => new Uint8Array(buffer).buffer));
        return [manifest.flatMap((group) => group.weights), weightData];
      }),
  };
  return loadGraphModel(handler);
}
