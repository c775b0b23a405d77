import { z } from 'zod';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, DEFAULT_SHIPPING_RATES, parseShippingRates } from '@store/shared/shipping';
import { DEFAULT_PASSWORD_HASH_COST } from '#server/modules/accounts/scrypt-password.ts';

/** The default secret lets `npm start` work out of the box; production refuses it. */
export const DEVELOPMENT_AUTH_SECRET = 'development-secret-change-me-0123456789abcdef';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * scrypt's cost for passwords (N = 2^cost; better-auth's 14 takes about 90 ms of a core a hash). Up
 * to 17 as OWASP advises for scrypt at r 8 (256 MB a hash at r 16); below 14 only outside
 * production, where a test suite signs in thousands of times.
 */
const MIN_PASSWORD_HASH_COST = 10;
const MAX_PASSWORD_HASH_COST = 17;

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every variable the store reads, with its default and its checks. */
export const environmentSchema = z
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
    PASSWORD_HASH_COST: z.coerce.number().int().min(MIN_PASSWORD_HASH_COST).max(MAX_PASSWORD_HASH_COST).default(DEFAULT_PASSWORD_HASH_COST),
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
    IMAGE_TASK_TIME_SCALE: z.coerce.number().min(1).max(20).default(1),
    DRAFT_MAX_MEMORY_MB: z.coerce.number().int().min(256).max(65536).default(1536),
    CUTOUT_MAX_MEMORY_MB: z.coerce.number().int().min(256).max(65536).default(1536),
    IMAGE_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(5),
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
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST)
      context.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: `must be at least ${DEFAULT_PASSWORD_HASH_COST} in production: a lower cost is for test suites`,
      });
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

export type Environment = z.infer<typeof environmentSchema>;
