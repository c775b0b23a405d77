import { AUTH_MESSAGES } from '../packages/shared/src/messages.ts';
import { expect, logOut, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';

test.describe('accounts', () => {
  test('sign up, greeting, log out, log in, reset the password through the mailbox, log in with the new one', async ({ page }) => {
    const account = { name: 'Riley Rider', email: uniqueEmail('riley'), password: 'first-pass' };
    await signUpThroughUi(page, account);
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Account created. You are now signed in.')).toBeVisible();

    await logOut(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveCount(0);

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Riley Rider');
    await expect(page.getByText('Logged in successfully.')).toBeVisible();
    await logOut(page);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Please enter your email first.')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Password reset link sent. Check your email inbox.')).toBeVisible();

    await page.goto('/dev/mailbox');
    await page
      .getByRole('button', { name: /Reset your MotoMuse password/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: /\/reset-password\?oobCode=/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/reset-password\?oobCode=/);

    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await page.getByLabel('New password').fill('second-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset successfully.')).toBeVisible();
    await expect(page.getByText('Redirecting to Login...')).toBeVisible();
    await expect(page).toHaveURL('/login', { timeout: 6000 });

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('first-pass');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await page.getByLabel('Password').fill('second-pass');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Riley Rider');
  });

  test('after ten wrong passwords the login page asks for a reset link, and the reset lets the owner in', async ({ page, baseURL }) => {
    const account = { name: 'Locked Lou', email: uniqueEmail('lou'), password: 'right-pass' };
    await signUpThroughUi(page, account);
    await logOut(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await page.request.post('/api/auth/sign-in/email', {
        headers: { origin: baseURL! },
        data: { email: account.email, password: `wrong-${attempt}` },
      });
      expect(wrong.status()).toBe(401);
    }

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByText(AUTH_MESSAGES.resetRequired)).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveCount(0);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetSent)).toBeVisible();
    await page.goto('/dev/mailbox');
    await page
      .getByRole('button', { name: new RegExp(`Reset your MotoMuse password.*${account.email}`) })
      .first()
      .click();
    await page
      .getByRole('link', { name: /\/reset-password\?oobCode=/ })
      .first()
      .click();
    await page.getByLabel('New password').fill('new-right-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL('/login', { timeout: 6000 });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('new-right-pass');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Locked Lou');
  });

  test('sign-up and login errors use the catalogue texts', async ({ page }) => {
    const email = uniqueEmail('taken');
    await signUpThroughUi(page, { name: 'First', email, password: 'secret-1' });
    await logOut(page);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign Up', pressed: false }).click();
    await page.getByLabel('Name').fill('Second');
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Password').fill('secret-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password should be at least 6 characters.')).toBeVisible();

    await page.getByLabel('Password').fill('secret-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This email is already associated with an account.')).toBeVisible();
  });

  test('after sign-in it returns to the return-to route, replacing history', async ({ page }) => {
    const account = { name: 'Back Again', email: uniqueEmail('back'), password: 'secret-12' };
    await signUpThroughUi(page, account);
    await logOut(page);
    await page.goto('/about');
    await page.goto('/login?returnTo=%2Ffaq');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page).toHaveURL('/faq');
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });

  test('a reset link that is invalid says so', async ({ page }) => {
    await page.goto('/reset-password?oobCode=bogus-code');
    await page.getByLabel('New password').fill('good-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Reset link is invalid or malformed.')).toBeVisible();
  });

  test('the Google button is absent when Google is not configured', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  });
});

test('a failed Google sign-in comes back with the catalogue text', async ({ page }) => {
  await page.goto('/login?error=google');
  await expect(page.getByText('Sign-in with Google failed. Try again.')).toBeVisible();
});

test('back from Google signed in: the catalogue text once, then the return-to page', async ({ page }) => {
  await signUpThroughUi(page, { name: 'Gail Google', email: uniqueEmail('gail'), password: 'secret-123' });
  await page.goto('/login?returnTo=%2Fupload&signedIn=google');
  await expect(page).toHaveURL('/upload');
  await expect(page.getByText('Signed in with Google successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start Your Custom Render' })).toBeVisible();
  await expect(page.getByText('Signed in with Google successfully.')).toHaveCount(0);
});

test('back from Google without a session: the failure text, no success', async ({ page }) => {
  await page.goto('/login?returnTo=%2Fupload&signedIn=google');
  await expect(page.getByText('Sign-in with Google failed. Try again.')).toBeVisible();
  await expect(page.getByText('Signed in with Google successfully.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});
