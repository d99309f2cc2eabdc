// What the competition page tests share: people signed in to a form browser, and posting a form of a page.
import { expect } from 'bun:test';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import type { TestContext } from '../support';
import { iso } from './helpers';

export async function person(ctx: TestContext, email: string, role: 'diver' | 'verifier' | 'admin') {
  await userWithPassword(ctx, email, role);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return browser;
}

/** Posts the form of `page` whose action is `action`, with `fields` over its hidden ones. */
export async function post(browser: FormBrowser, page: string, action: string, fields: Record<string, string>): Promise<Response> {
  const form = page.split('<form').find((f) => f.includes(`action="${action}"`));
  expect(form, `a form to ${action}`).toBeDefined();
  return browser.send('POST', action, { ...formFields(`<form${form}`), ...fields });
}

/** A form's datetime-local value of `seconds` (UTC). */
export const local = (seconds: number): string => iso(seconds).slice(0, 16);
