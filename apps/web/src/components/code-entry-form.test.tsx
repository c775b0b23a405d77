import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '#web/lib/api-client.ts';
import { analyticsRoute, fakeServer, json, sessionOf } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { CodeEntryForm } from './code-entry-form.tsx';

const MESSAGES = { empty: 'Enter a code.', signIn: 'Log in to use a code.', error: 'The code could not be checked.' };

function openForm(signedIn: boolean, onCode: (code: string) => Promise<void>) {
  fakeServer({
    ...analyticsRoute,
    'GET /api/auth/get-session': () => sessionOf(signedIn ? { id: 'u1' } : null),
    'GET /api/cart': () => json({ entries: [] }),
  });
  const form = (
    <CodeEntryForm
      formLabel="Apply a code"
      fieldLabel="Code"
      submitText="Apply"
      busyText="Applying..."
      messages={MESSAGES}
      onCode={onCode}
    />
  );
  return renderInApp([{ path: '/', element: form }], '/');
}

describe('a code typed in the cart', () => {
  it('asks for a code before checking anything', async () => {
    const onCode = vi.fn(async () => {});
    const { user } = openForm(true, onCode);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.empty);
    expect(onCode).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in', async () => {
    const onCode = vi.fn(async () => {});
    const { user } = openForm(false, onCode);
    await user.type(await screen.findByLabelText('Code'), 'RIDE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.signIn);
    expect(onCode).not.toHaveBeenCalled();
  });

  it("checks the trimmed code, clears the field once kept, and shows the store's refusal as worded", async () => {
    const onCode = vi.fn(async (code: string) => {
      if (code === 'USED') throw new ApiError(409, 'USED_UP', 'This code has been used up.');
    });
    const { user } = openForm(true, onCode);
    const field = (await screen.findByLabelText('Code')) as HTMLInputElement;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy());
    await user.type(field, '  RIDE10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.value).toBe(''));
    expect(onCode).toHaveBeenCalledWith('RIDE10');

    await user.type(field, 'USED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code has been used up.');
    expect(field.value).toBe('USED');
  });
});
