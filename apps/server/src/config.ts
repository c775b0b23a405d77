import { join } from 'node:path';
import type { SegmenterSetting } from '@store/render-engine/segment/segmenter-setting';
import type { ShippingSettings } from '@store/shared/shipping-schemas';
import { DEVELOPMENT_AUTH_SECRET, environmentSchema } from './config-environment.ts';
import {
  printfulSettings,
  productionSettings,
  s3Settings,
  stripeSettings,
  type CutoutSourceSettings,
  type ImageTaskTimeouts,
  type PainterSettings,
  type S3Settings,
} from './config-settings.ts';

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
  /** scrypt's cost for passwords set from now on: N = 2^cost (scrypt-password.ts). */
  passwordHashCost: number;
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
    /** Each kind of image task's time limit in milliseconds (config-settings.ts). */
    imageTaskTimeouts: ImageTaskTimeouts;
    draftMaxMemoryMb: number;
    /** The resident memory past which a process that loads the cut-out model (cut-outs, sketches) is stopped: a larger model needs more. */
    cutoutMaxMemoryMb: number;
    /** Steps of CPU niceness below this process for drafts and cut-outs, twice as many for style previews: page views go first. */
    imageWorkerNice: number;
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
    passwordHashCost: env.PASSWORD_HASH_COST,
    uploadMaxBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
    uploadMaxPixels: Math.round(env.UPLOAD_MAX_MEGAPIXELS * 1_000_000),
    s3: s3Settings(env),
    printful: printfulSettings(env),
    stripe: stripeSettings(env),
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
    production: productionSettings(env),
  };
}

/** A developer may open the store as localhost, 127.0.0.1 or [::1]: all three are the same store, but only outside production. */
function trustedOrigins(publicUrl: string, port: number, isProduction: boolean): string[] {
  const own = new URL(publicUrl).origin;
  if (isProduction) return [own];
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((host) => new URL(`http://${host}:${port}`).origin);
  return [...new Set([own, ...loopback])];
}
