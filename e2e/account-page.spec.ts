import { expect, logOut, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';
import { logIn } from './factories.ts';

test.describe('the account page', () => {
  test('the account page changes a password', async ({ page }) => {
    const account = { name: 'Parker Pass', email: uniqueEmail('parker'), password: 'first-pass' };
    await signUpThroughUi(page, account);
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    await expect(page).toHaveTitle('Your Account · MotoMuse');

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password', { exact: true }).fill('first-pass');
    await password.getByLabel('New password', { exact: true }).fill('second-pass');
    await password.getByLabel('Confirm new password', { exact: true }).fill('second-typo');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The new passwords do not match.')).toBeVisible();

    await password.getByLabel('Current password', { exact: true }).fill('not-my-pass');
    await password.getByLabel('Confirm new password', { exact: true }).fill('second-pass');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your current password is incorrect.')).toBeVisible();

    await password.getByLabel('Current password', { exact: true }).fill('first-pass');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
    await expect(password.getByLabel('Current password', { exact: true })).toHaveValue('');

    await logOut(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('first-pass');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await page.getByLabel('Password').fill('second-pass');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Parker Pass');
  });

  test('name, email through the confirmation link, sessions on two devices', async ({ page, browser }) => {
    const account = { name: 'Emery Mail', email: uniqueEmail('emery'), password: 'emery-pass' };
    await signUpThroughUi(page, account);
    const phone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const phonePage = await phone.newPage();
    await logIn(phonePage, account.email, account.password);

    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Name').fill('  ');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(profile.getByText('Name is required.')).toBeVisible();
    await profile.getByLabel('Name').fill('Emery Mailer');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(profile.getByText('Name saved.')).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Emery Mailer');

    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').first()).toContainText('This device');
    await expect(sessions.getByText('Safari on iPhone')).toBeVisible();
    await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(sessions.getByText('Other sessions signed out.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
    await phonePage.goto('/upload');
    await expect(phonePage).toHaveURL('/login?returnTo=%2Fupload');
    await phone.close();

    const email = page.getByRole('region', { name: 'Email' });
    const newEmail = uniqueEmail('emery-new');
    await email.getByLabel('New email').fill('not-an-email');
    await email.getByRole('button', { name: 'Change email' }).click();
    await expect(email.getByText('Please enter a valid email address.')).toBeVisible();
    await email.getByLabel('New email').fill(newEmail);
    await email.getByRole('button', { name: 'Change email' }).click();
    await expect(email.getByText(/Check your inbox: we sent a confirmation link/)).toBeVisible();
    await expect(email.getByText(account.email)).toBeVisible();

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(newEmail)}`);
    await page
      .getByRole('button', { name: /Confirm your new MotoMuse email/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: /\/api\/auth\/verify-email/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account\?email=changed/);
    await expect(page.getByText('Your email has been changed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Email' }).getByText(newEmail)).toBeVisible();
  });

  test('deleting the account needs the typed confirmation, then signs out to the home page', async ({ page }) => {
    const account = { name: 'Dana Delete', email: uniqueEmail('dana'), password: 'dana-pass' };
    await signUpThroughUi(page, account);
    await page.goto('/account');
    const remove = page.getByRole('region', { name: 'Delete account' });
    await remove.getByLabel('Password', { exact: true }).fill(account.password);
    await remove.getByLabel('Type DELETE to confirm').fill('delete');
    await remove.getByRole('button', { name: 'Delete my account' }).click();
    await expect(remove.getByText('Type DELETE to confirm.')).toBeVisible();

    await remove.getByLabel('Password', { exact: true }).fill('wrong-pass');
    await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
    await remove.getByRole('button', { name: 'Delete my account' }).click();
    await expect(remove.getByText('Your current password is incorrect.')).toBeVisible();

    await remove.getByLabel('Password', { exact: true }).fill(account.password);
    await remove.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  });

  test('a visitor is sent to log in first', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('/login?returnTo=%2Faccount');
  });
});
