import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { segmenterSetting, type SegmenterSetting } from '@store/render-engine/segment/segmenter-setting';
import type { Environment } from './config-environment.ts';

/** How long each kind of image task may run before its worker process is stopped, in milliseconds. */
export type ImageTaskTimeouts = Record<'check' | 'preview' | 'draft' | 'derive' | 'cutOut', number>;

/** ComfyUI's core background removal as the cut-out source, the store's own cut-out its fallback. */
export type CutoutSourceSettings = {
  kind: 'comfyui';
  /** May hold a reverse proxy's user and password, like the painter's. */
  url: string;
  /** The model file LoadBackgroundRemovalModel loads, as ComfyUI lists it under models/background_removal. */
  model: string;
  /** How long one request, and the wait for the mask per prompt in ComfyUI's queue, may take before the store cuts out itself. */
  timeoutMs: number;
};

export type PainterSettings = (
  | {
      kind: 'comfyui';
      /** May hold a reverse proxy's user and password: sent as a basic-auth header, never logged. */
      url: string;
      /** The model files the workflows' {{checkpoint}} and {{controlnet}} name, as ComfyUI lists them. */
      checkpoint: string;
      controlNet: string;
      /** The folder of <style>.json workflows. */
      workflowsDir: URL;
    }
  | {
      kind: 'openai';
      apiKey: string;
      apiUrl: string;
      model: string;
      /** Sent with every request, so the bill matches PAINTER_PRICE_CENTS (the API picks one otherwise). */
      quality: 'low' | 'medium' | 'high';
    }
) & {
  /** Who receives customers' photos when the model is someone else's service (the privacy page names it); null: the shop's own server. */
  providerName: string | null;
  timeoutMs: number;
  retries: number;
  priceCents: number;
  /** Spending per UTC day on generated drafts; undefined: no cap. */
  dailyCapCents: number | undefined;
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** S3 when a bucket is named; undefined: files on the local disk. */
export function s3Settings(env: Environment): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Printful with its key and webhook token; undefined: the print stand-in. */
export function printfulSettings(env: Environment) {
  if (!env.PRINTFUL_API_KEY || !env.PRINTFUL_WEBHOOK_TOKEN) return undefined;
  return {
    apiKey: env.PRINTFUL_API_KEY,
    apiUrl: env.PRINTFUL_API_URL.replace(/\/$/, ''),
    storeId: env.PRINTFUL_STORE_ID,
    webhookToken: env.PRINTFUL_WEBHOOK_TOKEN,
  };
}

/** Stripe with its key and webhook secret; undefined: the demo payment page. */
export function stripeSettings(env: Environment) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
    shippingCountries: env.SHIPPING_COUNTRIES,
    priceIds: env.STRIPE_PRICE_IDS ?? {},
    automaticTax: env.STRIPE_AUTOMATIC_TAX,
  };
}

/** How long each kind of image task may run before its worker process is stopped, in seconds (drafts: DRAFT_TIMEOUT_SECONDS). */
const IMAGE_TASK_SECONDS = { check: 30, preview: 60, derive: 120, cutOut: 60 };

/** Each image task's time limit in milliseconds, times IMAGE_TASK_TIME_SCALE: a slow or shared machine is not a stuck task. */
function imageTaskTimeouts(env: Environment): ImageTaskTimeouts {
  const seconds = { ...IMAGE_TASK_SECONDS, draft: env.DRAFT_TIMEOUT_SECONDS };
  return Object.fromEntries(
    Object.entries(seconds).map(([kind, limit]) => [kind, Math.round(limit * env.IMAGE_TASK_TIME_SCALE * 1000)]),
  ) as ImageTaskTimeouts;
}

/** The production line's settings: drafts, the photo check, previews, the cut-out and the generative painter. */
export function productionSettings(env: Environment) {
  return {
    autoDrafts: env.AUTO_DRAFTS,
    photoCheck: env.PHOTO_CHECK,
    stylePreviews: env.STYLE_PREVIEWS,
    cutout: cutoutSetting(env),
    cutoutSource: cutoutSourceSettings(env),
    imageTaskTimeouts: imageTaskTimeouts(env),
    draftMaxMemoryMb: env.DRAFT_MAX_MEMORY_MB,
    cutoutMaxMemoryMb: env.CUTOUT_MAX_MEMORY_MB,
    imageWorkerNice: env.IMAGE_WORKER_NICE,
    jobsSchema: env.JOBS_SCHEMA,
    painter: painterSettings(env),
    likeness: { minScore: env.LIKENESS_MIN_SCORE, repaints: env.LIKENESS_REPAINTS },
  };
}

function cutoutSourceSettings(env: Environment): CutoutSourceSettings | null {
  if (env.CUTOUT_SOURCE !== 'comfyui' || !env.COMFYUI_URL) return null;
  return {
    kind: 'comfyui',
    url: env.COMFYUI_URL,
    model: env.COMFYUI_BACKGROUND_MODEL,
    timeoutMs: env.COMFYUI_CUTOUT_TIMEOUT_SECONDS * 1000,
  };
}

/** The image workers read the same variables; reading them here first makes a missing model file stop the store at start. */
function cutoutSetting(env: Environment): SegmenterSetting {
  return segmenterSetting({ CUTOUT_MODEL: env.CUTOUT_MODEL, CUTOUT_ENCODER: env.CUTOUT_ENCODER, CUTOUT_DECODER: env.CUTOUT_DECODER });
}

function painterSettings(env: Environment): PainterSettings | undefined {
  const common = {
    timeoutMs: env.PAINTER_TIMEOUT_SECONDS * 1000,
    retries: env.PAINTER_RETRIES,
    priceCents: env.PAINTER_PRICE_CENTS,
    dailyCapCents: env.PAINTER_DAILY_CAP_CENTS,
  };
  if (env.DRAFT_PAINTER === 'comfyui' && env.COMFYUI_URL)
    return {
      kind: 'comfyui',
      url: env.COMFYUI_URL,
      checkpoint: env.COMFYUI_CHECKPOINT,
      controlNet: env.COMFYUI_CONTROLNET,
      workflowsDir: env.COMFYUI_WORKFLOWS
        ? pathToFileURL(`${resolve(env.COMFYUI_WORKFLOWS)}/`)
        : new URL('./providers/painter/comfyui-workflows/', import.meta.url),
      providerName: env.PAINTER_PROVIDER_NAME ?? null,
      ...common,
    };
  if (env.DRAFT_PAINTER === 'openai' && env.OPENAI_API_KEY)
    return {
      kind: 'openai',
      apiKey: env.OPENAI_API_KEY,
      apiUrl: env.OPENAI_API_URL.replace(/\/$/, ''),
      model: env.OPENAI_IMAGE_MODEL,
      quality: env.OPENAI_IMAGE_QUALITY,
      providerName: env.PAINTER_PROVIDER_NAME ?? 'OpenAI',
      ...common,
    };
  return undefined;
}
