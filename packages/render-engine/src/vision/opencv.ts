import { createRequire } from 'node:module';
import type cvModule from '@techstark/opencv-js';

export type OpenCv = typeof cvModule;

const require = createRequire(import.meta.url);

let ready: Promise<{ cv: OpenCv }> | undefined;

/**
 * opencv.js, once its WebAssembly runtime has started. Wrapped in an object because the emscripten
 * module is itself a thenable: resolving a promise with it directly would never settle.
 */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  ready ??= load();
  return ready;
}

async function load(): Promise<{ cv: OpenCv }> {
  // The emscripten build installs process-wide handlers that abort on any unhandled rejection and
  // print its whole source on any uncaught exception; the host application owns those events.
  const uncaught = new Set(process.listeners('uncaughtException'));
  const rejection = new Set(process.listeners('unhandledRejection'));
  // require, not import(): an ES namespace wrapped around the module would expose its `then` too.
  const cv = require('@techstark/opencv-js') as OpenCv;
  for (const listener of process.listeners('uncaughtException')) if (!uncaught.has(listener)) process.off('uncaughtException', listener);
  for (const listener of process.listeners('unhandledRejection')) if (!rejection.has(listener)) process.off('unhandledRejection', listener);
  await new Promise<void>((resolve) => {
    if (typeof cv.Mat === 'function') resolve();
    else cv.onRuntimeInitialized = () => resolve();
  });
  return { cv };
}
