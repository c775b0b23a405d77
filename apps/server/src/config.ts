import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { segmenterSetting, type SegmenterSetting } from '@store/render-engine/segment/segmenter-setting';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, DEFAULT_SHIPPING_RATES, parseShippingRates } from '@store/shared/shipping';
import type { ShippingSettings } from '@store/shared/shipping-schemas';

/** The default secret lets `npm start` work out of the box; production refuses it. */
export const DEVELOPMENT_AUTH_SECRET = 'development-secret-change-me-0123456789abcdef';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || /^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(value),
        'must start with sqlite: or postgres://',
      ),
    DATA_DIR: z.string().default('data'),
    AUTH_SECRET: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default('MotoMuse <no-reply@motomuse.local>'),
    SUPPORT_EMAIL: z.email().default('support@motomuse.local'),
    STAFF_ALERT_EMAIL: optionalText.pipe(z.email().optional()),
    DEMO_DATA: booleanFlag.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    UPLOAD_MAX_MB: z.coerce.number().positive().max(500).default(25),
    UPLOAD_MAX_MEGAPIXELS: z.coerce.number().positive().max(1000).default(100),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    STRIPE_PRICE_IDS: optionalText.pipe(
      z
        .string()
        .transform((value, context) => {
          try {
            const parsed: unknown = JSON.parse(value);
            if (parsed && typeof parsed === 'object' && Object.values(parsed).every((id) => typeof id === 'string'))
              return parsed as Record<string, string>;
          } catch {
            // reported below
          }
          context.addIssue({
            code: 'custom',
            message: 'must be a JSON object of size to price id, e.g. {"12x18":"price_123","Digital Download":"price_456"}',
          });
          return z.NEVER;
        })
        .optional(),
    ),
    PRINTFUL_API_KEY: optionalText,
    PRINTFUL_API_URL: z.url().default('https://api.printful.com'),
    PRINTFUL_STORE_ID: optionalText,
    PRINTFUL_WEBHOOK_TOKEN: optionalText,
    SHIPPING_COUNTRIES: z
      .string()
      .default('US,CA,GB,IE,AU,NZ,DE,FR,NL,BE,AT,CH,ES,IT,PT,SE,NO,DK,FI')
      .transform((value) =>
        value
          .split(',')
          .map((country) => country.trim().toUpperCase())
          .filter(Boolean),
      ),
    SHIPPING_FREE_THRESHOLD_CENTS: z.coerce.number().int().min(0).default(DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS),
    SHIPPING_RATES: z
      .string()
      .default(DEFAULT_SHIPPING_RATES)
      .transform((value, context) => {
        const rates = parseShippingRates(value);
        if (typeof rates !== 'string') return rates;
        context.addIssue({ code: 'custom', message: `${rates} (e.g. ${DEFAULT_SHIPPING_RATES}, in cents)` });
        return z.NEVER;
      }),
    STRIPE_AUTOMATIC_TAX: booleanFlag.default(false),
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
    CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTO_DRAFTS: booleanFlag.default(true),
    PHOTO_CHECK: booleanFlag.default(true),
    CUTOUT_MODEL: z.enum(['sam', 'grabcut']).default('sam'),
    CUTOUT_ENCODER: optionalText,
    CUTOUT_DECODER: optionalText,
    CUTOUT_SOURCE: z.enum(['store', 'comfyui']).default('store'),
    COMFYUI_BACKGROUND_MODEL: z.string().trim().min(1).default('birefnet.safetensors'),
    COMFYUI_CUTOUT_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
    STYLE_PREVIEWS: booleanFlag.default(true),
    DRAFT_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(180),
    DRAFT_MAX_MEMORY_MB: z.coerce.number().int().min(256).max(65536).default(1536),
    DRAFT_PAINTER: z.enum(['builtin', 'comfyui', 'openai']).default('builtin'),
    COMFYUI_URL: optionalText.pipe(z.url().optional()),
    COMFYUI_CHECKPOINT: z.string().trim().min(1).default('sd_xl_base_1.0.safetensors'),
    COMFYUI_CONTROLNET: z.string().trim().min(1).default('controlnet-canny-sdxl-1.0.safetensors'),
    COMFYUI_WORKFLOWS: optionalText,
    OPENAI_API_KEY: optionalText,
    OPENAI_API_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-1'),
    OPENAI_IMAGE_QUALITY: z.enum(['low', 'medium', 'high']).default('medium'),
    PAINTER_PROVIDER_NAME: optionalText,
    PAINTER_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(900).default(120),
    PAINTER_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    PAINTER_PRICE_CENTS: z.coerce.number().int().min(0).max(10_000).default(0),
    PAINTER_DAILY_CAP_CENTS: optionalText.pipe(z.string().regex(/^\d+$/, 'must be a whole number of cents').transform(Number).optional()),
    LIKENESS_MIN_SCORE: z.coerce.number().int().min(0).max(100).default(70),
    LIKENESS_REPAINTS: z.coerce.number().int().min(0).max(5).default(2),
    STORE_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
    JOBS_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain lower-case PostgreSQL schema name')
      .default('pgboss'),
  })
  .superRefine((env, context) => {
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS)
      context.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_SECONDS'], message: 'must not be longer than REQUEST_TIMEOUT_SECONDS' });
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
      });
    }
    if (env.PRINTFUL_API_KEY && (!env.PRINTFUL_WEBHOOK_TOKEN || env.PRINTFUL_WEBHOOK_TOKEN.length < 16)) {
      context.addIssue({
        code: 'custom',
        path: ['PRINTFUL_WEBHOOK_TOKEN'],
        message: 'must be set with PRINTFUL_API_KEY to a random value of 16+ characters (it guards the webhook address)',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.DRAFT_PAINTER === 'comfyui' && !env.COMFYUI_URL)
      context.addIssue({
        code: 'custom',
        path: ['COMFYUI_URL'],
        message: 'must be set with DRAFT_PAINTER=comfyui (e.g. http://gpu-box:8188)',
      });
    if (env.CUTOUT_SOURCE === 'comfyui' && !env.COMFYUI_URL)
      context.addIssue({
        code: 'custom',
        path: ['COMFYUI_URL'],
        message: 'must be set with CUTOUT_SOURCE=comfyui (e.g. http://gpu-box:8188)',
      });
    if (env.DRAFT_PAINTER === 'openai' && !env.OPENAI_API_KEY)
      context.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'must be set with DRAFT_PAINTER=openai' });
    if (env.STORE_ROLE !== 'all' && !env.DATABASE_URL?.startsWith('postgres'))
      context.addIssue({
        code: 'custom',
        path: ['STORE_ROLE'],
        message: `${env.STORE_ROLE} needs PostgreSQL (DATABASE_URL=postgres://...): on the embedded SQLite database one process does everything: use npm start (STORE_ROLE=all)`,
      });
    if (env.NODE_ENV !== 'production') return;
    if (!env.AUTH_SECRET || env.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
      context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be set to a private random value in production' });
    } else if (env.AUTH_SECRET.length < 32) {
      context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be at least 32 characters' });
    }
    if (!env.PUBLIC_URL) {
      context.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be set in production (the address customers use)' });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Origins whose requests are the store's own: PUBLIC_URL's, and outside production the loopback spellings of PORT. */
  trustedOrigins: string[];
  databaseUrl: string;
  dataDir: string;
  authSecret: string;
  google: { clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Where staff alerts go; unset, to every admin. */
  staffAlertEmail: string | undefined;
  demoData: boolean;
  trustProxy: boolean;
  redisUrl: string | undefined;
  authRateLimitPerMinute: number;
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  s3: S3Settings | undefined;
  printful: { apiKey: string; apiUrl: string; storeId: string | undefined; webhookToken: string } | undefined;
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
        shippingCountries: string[];
        priceIds: Record<string, string>;
        /** Stripe Tax adds the tax of the customer's address (it must be set up in the Stripe dashboard). */
        automaticTax: boolean;
      }
    | undefined;
  /** Canvas shipping: free from a threshold, else a flat rate per region; only to these countries. */
  shipping: ShippingSettings & { countries: string[] };
  logLevel: string;
  /**
   * What this process does (decision 057): `all` serves and paints; `web` serves the site and the API and
   * queues work; `worker` works the queues and the schedules and serves only health and metrics.
   */
  role: StoreRole;
  /** Bearer token that opens GET /metrics; undefined: metrics are not served. */
  metricsToken: string | undefined;
  /** How long a stopping process may take: running jobs get all but the last 5 s, then go back to the queue. */
  shutdownGraceMs: number;
  /** How long a client may take, in milliseconds: see the README's configuration table. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number; idleConnectionMs: number };
  production: {
    /** Paint a draft of every new upload in the background. */
    autoDrafts: boolean;
    /** Check each photo (sharpness, light, size, the bike) before it takes an upload slot. */
    photoCheck: boolean;
    /** Sketch the customer's photo in every style on the upload page before they choose (decision 047). */
    stylePreviews: boolean;
    /** How the bike is cut out: a SAM-family model (the bundled one, or the files CUTOUT_ENCODER and CUTOUT_DECODER name), or GrabCut alone. */
    cutout: SegmenterSetting;
    /** Where the automatic cut-out's mask comes from besides the store's own model; null: the store’s own alone (decision 058). */
    cutoutSource: CutoutSourceSettings | null;
    draftTimeoutMs: number;
    draftMaxMemoryMb: number;
    /** PostgreSQL schema of the pg-boss job tables. */
    jobsSchema: string;
    /** A generative image model that paints drafts instead of the built-in painter; undefined: the built-in one. */
    painter: PainterSettings | undefined;
    likeness: {
      /** Generated drafts scoring under this are painted again. */
      minScore: number;
      /** How many times a generated draft is painted again before staff see it with its reasons. */
      repaints: number;
    };
  };
};

export type StoreRole = 'all' | 'web' | 'worker';

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

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads the environment once; every bad variable is named in the error. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    trustedOrigins: trustedOrigins(publicUrl, env.PORT, isProduction),
    // The embedded database lives with the rest of the store's data.
    databaseUrl: env.DATABASE_URL ?? `sqlite:${join(env.DATA_DIR, 'store.db')}`,
    dataDir: env.DATA_DIR,
    authSecret: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    staffAlertEmail: env.STAFF_ALERT_EMAIL,
    demoData: env.DEMO_DATA ?? !isProduction,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    uploadMaxBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
    uploadMaxPixels: Math.round(env.UPLOAD_MAX_MEGAPIXELS * 1_000_000),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    printful:
      env.PRINTFUL_API_KEY && env.PRINTFUL_WEBHOOK_TOKEN
        ? {
            apiKey: env.PRINTFUL_API_KEY,
            apiUrl: env.PRINTFUL_API_URL.replace(/\/$/, ''),
            storeId: env.PRINTFUL_STORE_ID,
            webhookToken: env.PRINTFUL_WEBHOOK_TOKEN,
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
            shippingCountries: env.SHIPPING_COUNTRIES,
            priceIds: env.STRIPE_PRICE_IDS ?? {},
            automaticTax: env.STRIPE_AUTOMATIC_TAX,
          }
        : undefined,
    shipping: { freeThresholdCents: env.SHIPPING_FREE_THRESHOLD_CENTS, rates: env.SHIPPING_RATES, countries: env.SHIPPING_COUNTRIES },
    logLevel: env.LOG_LEVEL,
    role: env.STORE_ROLE,
    metricsToken: env.METRICS_TOKEN,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleConnectionMs: env.CONNECTION_TIMEOUT_SECONDS * 1000,
    },
    production: {
      autoDrafts: env.AUTO_DRAFTS,
      photoCheck: env.PHOTO_CHECK,
      stylePreviews: env.STYLE_PREVIEWS,
      cutout: cutoutSetting(env),
      cutoutSource:
        env.CUTOUT_SOURCE === 'comfyui' && env.COMFYUI_URL
          ? {
              kind: 'comfyui',
              url: env.COMFYUI_URL,
              model: env.COMFYUI_BACKGROUND_MODEL,
              timeoutMs: env.COMFYUI_CUTOUT_TIMEOUT_SECONDS * 1000,
            }
          : null,
      draftTimeoutMs: env.DRAFT_TIMEOUT_SECONDS * 1000,
      draftMaxMemoryMb: env.DRAFT_MAX_MEMORY_MB,
      jobsSchema: env.JOBS_SCHEMA,
      painter: painterSettings(env),
      likeness: { minScore: env.LIKENESS_MIN_SCORE, repaints: env.LIKENESS_REPAINTS },
    },
  };
}

/** The image workers read the same variables; reading them here first makes a missing model file stop the store at start. */
function cutoutSetting(env: z.infer<typeof environmentSchema>): SegmenterSetting {
  return segmenterSetting({ CUTOUT_MODEL: env.CUTOUT_MODEL, CUTOUT_ENCODER: env.CUTOUT_ENCODER, CUTOUT_DECODER: env.CUTOUT_DECODER });
}

function painterSettings(env: z.infer<typeof environmentSchema>): PainterSettings | undefined {
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

/** A developer may open the store as localhost, 127.0.0.1 or [::1]: all three are the same store, but only outside production. */
function trustedOrigins(publicUrl: string, port: number, isProduction: boolean): string[] {
  const own = new URL(publicUrl).origin;
  if (isProduction) return [own];
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((host) => new URL(`http://${host}:${port}`).origin);
  return [...new Set([own, ...loopback])];
}
