import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';

export const BASE_URL = 'http://localhost:3100';
export const DEMO_ADMIN = { email: 'admin@motomuse.local', password: 'admin-demo-123' };
const BIKE_PHOTO = readFileSync(join(import.meta.dirname, 'files/bike-photo.webp'));
const FINISHED_RENDER = readFileSync(join(import.meta.dirname, 'files/finished-render.webp'));

export type Customer = { name: string; email: string; password: string };

async function signIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: BASE_URL } });
  expect(response.ok()).toBe(true);
}

/** A new customer whose render staff have finished, made through the API. */
export async function customerWithCompletedRender(playwright: PlaywrightWorkerArgs['playwright'], name = 'Carla Cart'): Promise<{ customer: Customer; renderId: string }> {
  const customer = { name, email: uniqueEmail(name.toLowerCase().replace(/\s+/g, '-')), password: 'secret-123' };
  const customerApi = await playwright.request.newContext({ baseURL: BASE_URL });
  expect((await customerApi.post('/api/auth/sign-up/email', { data: customer, headers: { origin: BASE_URL } })).ok()).toBe(true);
  const upload = await customerApi.post('/api/uploads', { multipart: { style: 'Cyberpunk', photo: { name: 'bike.webp', mimeType: 'image/webp', buffer: BIKE_PHOTO } } });
  expect(upload.status()).toBe(201);
  const renderId = ((await upload.json()) as { render: { id: string } }).render.id;
  await customerApi.dispose();

  const adminApi = await playwright.request.newContext({ baseURL: BASE_URL });
  await signIn(adminApi, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const completed = await adminApi.post(`/api/admin/renders/${renderId}/result`, { multipart: { render: { name: 'render.webp', mimeType: 'image/webp', buffer: FINISHED_RENDER } } });
  expect(completed.status()).toBe(200);
  await adminApi.dispose();
  return { customer, renderId };
}

export async function logIn(page: Page, email: string, password: string, returnTo = '/'): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(returnTo);
}

export async function newPageLoggedIn(browser: Browser, email: string, password: string, returnTo = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, email, password, returnTo);
  return page;
}
