import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo-catering-2026';
export const USERS = {
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  kitchen: 'kitchen@demo.test',
  viewer: 'viewer@demo.test',
} as const;

/** Signs in through the login form, as a person would, and waits for the shell. */
export async function signIn(page: Page, who: keyof typeof USERS, to = '/login') {
  await page.goto(to);
  await page.getByLabel('Email').fill(USERS[who]);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}
