import { expect, readOutbox, recordToasts, signIn, SHOPPER, test } from './fixtures';

test('register, verify with the emailed code, then sign in to the shop', async ({ page }) => {
  // The whole account journey, four screens and the shop home, in one test.
  test.slow();
  const account = { userName: 'Zeynep Kara', email: 'zeynep@example.com', password: 'lokum-2026' };
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
  await page.getByLabel('User Name').fill(account.userName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/auth\/verify/);
  await expect(page.getByRole('heading', { name: 'Verify Your Account' })).toBeVisible();
  // Register leaves the person signed out.
  expect(await page.evaluate(() => localStorage.getItem('shop-auth') ?? '')).not.toContain('"token":"');
  const mail = (await readOutbox(page)).find((email) => email.to === account.email);
  expect(mail?.code).toMatch(/^\d{6}$/);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Code').fill(mail?.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Verification successful')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/shop\/home$/);
  // The home page paints its feature image and rows first; the header's menu follows with the page.
  await page.getByRole('button', { name: 'User menu' }).click({ timeout: 30_000 });
  await expect(page.getByText(`Logged in as ${account.userName}`)).toBeVisible();
});

test('a wrong verification code shows Verification failed and stays on the page', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('User Name').fill('Can Öz');
  await page.getByLabel('Email').fill('can@example.com');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByLabel('Code').fill('000000x');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('Verification failed');
  await expect(page).toHaveURL(/\/auth\/verify/);
});

test('login failure shows the server message in a destructive toast', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect password! Please try again');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('login success shows the server message and lands on the shop home', async ({ page }) => {
  const toasts = await recordToasts(page);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(toasts).toContain('Logged in successfully');
  await expect(page).toHaveURL(/\/shop\/home$/);
});

test('the sign-in screen links to register and to request-reset', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Request Password Reset' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
});

test('a double click on Sign In sends one login request', async ({ page }) => {
  let logins = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) logins += 1;
  });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In' }).dblclick();
  await expect(page).toHaveURL(/\/shop\/home$/);
  expect(logins).toBe(1);
});

test('request-reset emails a token, and reset-password with it sets the new password', async ({ page }) => {
  await page.goto('/auth/request-reset');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  const mail = (await readOutbox(page)).find((email) => email.to === SHOPPER.email);
  expect(mail?.code).toBeTruthy();
  await page.goto(`/auth/reset-password/${mail?.code ?? ''}`);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('fresh-pass-1');
  await page.getByLabel('Confirm Password').fill('fresh-pass-1');
  const request = page.waitForRequest((req) => req.url().includes('/api/auth/reset-password/'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect((await request).postDataJSON()).toEqual({ newPassword: 'fresh-pass-1' });
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, { email: SHOPPER.email, password: 'fresh-pass-1' });
  await expect(page).toHaveURL(/\/shop\/home$/);
});

test('request-reset for an unknown email shows Failed to send email', async ({ page }) => {
  await page.goto('/auth/request-reset');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to send email');
  await expect(page).toHaveURL(/\/auth\/request-reset/);
});

test('a used reset link shows Failed to reset password', async ({ page }) => {
  // A link the mock backend really issued…
  await page.goto('/auth/request-reset');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
  const token = (await readOutbox(page)).find((email) => email.to === SHOPPER.email)?.code ?? '';
  expect(token).not.toBe('');

  // …and used once, successfully.
  const resetWith = async (password: string) => {
    await page.goto(`/auth/reset-password/${token}`);
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    const answer = page.waitForResponse((response) => response.url().includes('/api/auth/reset-password/'));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    return (await answer).status();
  };
  expect(await resetWith('first-new-pass')).toBe(200);
  await expect(page.getByText('Password reset successfully')).toBeVisible();

  // The same link a second time: the server refuses it and the page says so.
  expect(await resetWith('second-new-pass')).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Failed to reset password');
  await expect(page).toHaveURL(new RegExp(`/auth/reset-password/${token}$`));
  await signIn(page, { email: SHOPPER.email, password: 'first-new-pass' });
  await expect(page).toHaveURL(/\/shop\/home$/);
});

test('Passwords do not match sends no request', async ({ page }) => {
  const resets: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/reset-password/')) resets.push(request.url());
  });
  await page.goto('/auth/reset-password/some-token');
  await page.getByLabel('New Password').fill('first-choice');
  await page.getByLabel('Confirm Password').fill('second-choice');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  expect(resets).toEqual([]);
});
