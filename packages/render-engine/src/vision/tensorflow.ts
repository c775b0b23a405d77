import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import '@tensorflow/tfjs-backend-cpu';

const require = createRequire(import.meta.url);
let ready: Promise<string> | undefined;

/** Picks the tfjs backend once per process: WebAssembly, or plain JavaScript if WebAssembly fails to start. Resolves to its name. */
export function initTensorflow(): Promise<string> {
  ready ??= chooseBackend();
  return ready;
}

async function chooseBackend(): Promise<string> {
  // Production mode silences tfjs's console notices (such as the advert for tfjs-node) and skips debug checks.
  tf.enableProdMode();
  // One thread: the server already runs several jobs side by side, and threads would spawn workers per process.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  // A file path prefix: in Node the wasm backend reads these files from disk instead of fetching a URL.
  setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  if (await tf.setBackend('wasm')) return 'wasm';
  await tf.setBackend('cpu');
  return 'cpu';
}
