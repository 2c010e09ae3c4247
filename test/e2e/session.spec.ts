import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, USERS } from './support';

test.describe('sign in and out', () => {
  test('login form is prefilled from config and validates like the spec says', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/\| Catering Back-Office$/);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await expect(email).toHaveValue(USERS.admin);
    await expect(password).toHaveValue(DEMO_PASSWORD);
    await expect(page.getByText(/forgot/i)).toHaveCount(0);
    await expect(page.getByText(/register|sign up/i)).toHaveCount(0);
    await expect(page.getByText(/remember me/i)).toHaveCount(0);

    await email.fill('');
    await password.fill('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password says Login failed and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(USERS.manager);
    await page.getByLabel('Password').fill('definitely-wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  });

  test('a deep link while signed out goes to login with ?to= and back after sign-in', async ({ page }) => {
    // A state the demo data keeps (a page number past the last page would be brought back to the last).
    await page.goto('/organizations?current=1&pageSize=20');
    await expect(page).toHaveURL(/\/login\?to=%2Forganizations%3Fcurrent%3D1%26pageSize%3D20$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/organizations\?current=1&pageSize=20$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(page.getByLabel('Rows per page')).toHaveValue('20');
  });

  test('the dashboard greets the user by display name, and /login then goes home', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rania Haddad');
    await expect(page).toHaveTitle('Dashboard | Catering Back-Office');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, 'manager');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('logout revokes the session, clears storage and goes to /login', async ({ page }) => {
    await signIn(page, 'manager');
    const token = await page.evaluate(() => JSON.stringify(localStorage));
    expect(token).toContain('access_token');
    const revoked = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/jwt/revoke'));
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('dialog').getByText(USERS.manager)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await revoked;
    await expect(page).toHaveURL(/\/login/);
    const after = await page.evaluate(() => JSON.stringify(localStorage));
    expect(after).not.toContain('access_token');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?to=%2F$/);
  });

  test('logout from a deep page goes to /login with no return path; the next sign-in lands on /', async ({ page }) => {
    test.setTimeout(90_000); // two sign-ins and a full page load
    await signIn(page, 'admin');
    await page.goto('/organizations?current=2');
    // A full page load on a busy machine: the app, its settings, the screen's chunk and the list.
    await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible({ timeout: 30_000 });
    const revoked = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/jwt/revoke'));
    const account = page.getByRole('button', { name: 'RH, account menu', exact: true });
    await account.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await revoked).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(account).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rania Haddad');
  });
});
