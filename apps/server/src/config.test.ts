import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_SECRET } from './config-environment.ts';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration', () => {
  it('starts on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'sqlite:data/store.db',
      publicUrl: 'http://localhost:3000',
      demoData: true,
      google: undefined,
      smtpUrl: undefined,
    });
  });

  it('keeps the embedded database in DATA_DIR unless DATABASE_URL says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/mnt/big-disk/store' }).databaseUrl).toBe('sqlite:/mnt/big-disk/store/store.db');
    expect(loadConfig({ DATA_DIR: '/mnt/big-disk/store', DATABASE_URL: 'postgres://db/store' }).databaseUrl).toBe('postgres://db/store');
  });

  it('names every bad setting at once', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'not a url' });
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/SMTP_URL/);
  });

  it('refuses production with a missing or default auth secret', () => {
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' }).join()).toMatch(/AUTH_SECRET/);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', AUTH_SECRET: DEVELOPMENT_AUTH_SECRET }).join()).toMatch(
      /AUTH_SECRET/,
    );
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', AUTH_SECRET: 'x'.repeat(40) });
    expect(config.demoData).toBe(false);
  });

  it("hashes passwords at better-auth's cost unless told, and never below it in production", () => {
    expect(loadConfig({}).passwordHashCost).toBe(14);
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(problemsOf({ PASSWORD_HASH_COST: '9' }).join()).toMatch(/PASSWORD_HASH_COST/);
    expect(problemsOf({ PASSWORD_HASH_COST: '18' }).join()).toMatch(/PASSWORD_HASH_COST/);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', AUTH_SECRET: 'x'.repeat(40) };
    expect(problemsOf({ ...production, PASSWORD_HASH_COST: '13' }).join()).toMatch(/PASSWORD_HASH_COST: must be at least 14 in production/);
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
  });

  it('gives each kind of image task its time limit, all of them scaled on a slow machine', () => {
    expect(loadConfig({}).production.imageTaskTimeouts).toEqual({
      check: 30_000,
      preview: 60_000,
      draft: 180_000,
      derive: 120_000,
      cutOut: 60_000,
    });
    expect(loadConfig({ IMAGE_TASK_TIME_SCALE: '2.5', DRAFT_TIMEOUT_SECONDS: '100' }).production.imageTaskTimeouts).toEqual({
      check: 75_000,
      preview: 150_000,
      draft: 250_000,
      derive: 300_000,
      cutOut: 150_000,
    });
    expect(problemsOf({ IMAGE_TASK_TIME_SCALE: '0.5' }).join('\n')).toMatch(/IMAGE_TASK_TIME_SCALE/);
    expect(problemsOf({ IMAGE_TASK_TIME_SCALE: 'slow' }).join('\n')).toMatch(/IMAGE_TASK_TIME_SCALE/);
  });

  it('needs both Google settings or neither', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' }).join()).toMatch(/GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('paints with the built-in painter unless a model is configured, and names what a model needs', () => {
    expect(loadConfig({}).production.painter).toBeUndefined();
    expect(problemsOf({ DRAFT_PAINTER: 'comfyui' }).join()).toMatch(/COMFYUI_URL/);
    expect(problemsOf({ DRAFT_PAINTER: 'openai' }).join()).toMatch(/OPENAI_API_KEY/);
    expect(problemsOf({ DRAFT_PAINTER: 'midjourney', PAINTER_DAILY_CAP_CENTS: '5.5', LIKENESS_MIN_SCORE: '101' }).join('\n')).toMatch(
      /DRAFT_PAINTER[\s\S]*PAINTER_DAILY_CAP_CENTS[\s\S]*LIKENESS_MIN_SCORE/,
    );
    const comfyui = loadConfig({ DRAFT_PAINTER: 'comfyui', COMFYUI_URL: 'http://gpu-box:8188/' }).production.painter;
    expect(String(comfyui && 'workflowsDir' in comfyui ? comfyui.workflowsDir : '')).toMatch(
      /\/apps\/server\/src\/providers\/painter\/comfyui-workflows\/$/,
    );
    expect(comfyui).toEqual({
      kind: 'comfyui',
      url: 'http://gpu-box:8188/',
      providerName: null,
      timeoutMs: 120_000,
      retries: 3,
      priceCents: 0,
      dailyCapCents: undefined,
      checkpoint: 'sd_xl_base_1.0.safetensors',
      controlNet: 'controlnet-canny-sdxl-1.0.safetensors',
      workflowsDir: expect.anything(),
    });
    expect(
      loadConfig({ DRAFT_PAINTER: 'openai', OPENAI_API_KEY: 'sk-1', PAINTER_PRICE_CENTS: '6', PAINTER_DAILY_CAP_CENTS: '500' }).production
        .painter,
    ).toMatchObject({ kind: 'openai', model: 'gpt-image-1', providerName: 'OpenAI', priceCents: 6, dailyCapCents: 500 });
  });

  it('cuts out with the store’s own model unless ComfyUI’s background removal is asked for, which needs its address', () => {
    expect(loadConfig({}).production.cutoutSource).toBeNull();
    expect(loadConfig({ COMFYUI_URL: 'http://gpu-box:8188' }).production.cutoutSource).toBeNull();
    expect(problemsOf({ CUTOUT_SOURCE: 'comfyui' }).join()).toMatch(/COMFYUI_URL: must be set with CUTOUT_SOURCE=comfyui/);
    expect(problemsOf({ CUTOUT_SOURCE: 'birefnet', COMFYUI_CUTOUT_TIMEOUT_SECONDS: '1' }).join('\n')).toMatch(
      /CUTOUT_SOURCE[\s\S]*COMFYUI_CUTOUT_TIMEOUT_SECONDS/,
    );
    expect(loadConfig({ CUTOUT_SOURCE: 'comfyui', COMFYUI_URL: 'http://user:pass@gpu-box:8188' }).production.cutoutSource).toEqual({
      kind: 'comfyui',
      url: 'http://user:pass@gpu-box:8188',
      model: 'birefnet.safetensors',
      timeoutMs: 30_000,
    });
    expect(
      loadConfig({
        CUTOUT_SOURCE: 'comfyui',
        COMFYUI_URL: 'http://gpu-box:8188',
        COMFYUI_BACKGROUND_MODEL: 'lucida.safetensors',
        COMFYUI_CUTOUT_TIMEOUT_SECONDS: '10',
      }).production.cutoutSource,
    ).toMatchObject({ model: 'lucida.safetensors', timeoutMs: 10_000 });
  });

  it('gives the processes that load the cut-out model their own memory limit, raised for a larger model', () => {
    expect(loadConfig({}).production.cutoutMaxMemoryMb).toBe(1536);
    expect(loadConfig({ CUTOUT_MAX_MEMORY_MB: '4096' }).production.cutoutMaxMemoryMb).toBe(4096);
    expect(problemsOf({ CUTOUT_MAX_MEMORY_MB: '100' }).join()).toMatch(/CUTOUT_MAX_MEMORY_MB/);
  });
});
