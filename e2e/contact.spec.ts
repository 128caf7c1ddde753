// The contact journey against the real local backend: validation in the browser, the demo
// details, every toast of docs/requirements.md#errors, the reset, the rate limit, layout and accessibility.
import type { Page } from '@playwright/test';
import { contactCopy } from '../src/content/contact.ts';
import { headerNav } from '../src/content/navigation.ts';
import { pages } from '../src/content/pages.ts';
import {
  CONTACT_FIELDS,
  companySizeLabels,
  purposeLabels,
  RATE_LIMITED,
  timeframeLabels,
} from '../supabase/functions/_shared/contracts/contact.ts';
import { contactMessages } from '../tests/helpers/contact-messages.ts';
import { sampleForm } from '../tests/helpers/contact-sample.ts';
import { fillContactForm } from './contact-fill.ts';
import {
  AXE_PASSES,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  messageCounter,
  REFUSED_POST_CONSOLE_ERROR,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';

// The e2e server treats a form filled faster than 1500 ms as a bot (CONTACT_MIN_FILL_MS).
const MIN_FILL_MS = 1600;
const SUBMIT_URL = '**/functions/v1/submit-contact';
// Chromium logs every non-2xx or failed fetch as a console error; these tests provoke them.
const HTTP_ERROR_LOGS = [/Failed to load resource/];

const M = contactMessages;

class ContactPage {
  private shownAt = 0;
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/contact${query}`);
    await waitForHeading(this.page);
    await expect(this.form).toBeVisible();
    this.shownAt = Date.now();
  }

  get form() {
    return this.page.getByRole('form', { name: contactCopy.form.title });
  }
  get name() {
    return this.form.getByRole('textbox', { name: CONTACT_FIELDS.name.label });
  }
  get email() {
    return this.form.getByRole('textbox', { name: CONTACT_FIELDS.email.label });
  }
  get purpose() {
    return this.form.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label });
  }
  get company() {
    return this.form.getByRole('textbox', { name: 'Company' });
  }
  get phone() {
    return this.form.getByRole('textbox', { name: 'Phone' });
  }
  get message() {
    return this.form.getByRole('textbox', { name: 'Message' });
  }
  get size() {
    return this.form.getByRole('combobox', { name: CONTACT_FIELDS.companySize.label });
  }
  get timeframe() {
    return this.form.getByRole('combobox', { name: CONTACT_FIELDS.preferredTimeframe.label });
  }
  get tools() {
    return this.form.getByRole('textbox', { name: CONTACT_FIELDS.currentTools.label });
  }
  get demoBlock() {
    return this.form.getByRole('group', { name: contactCopy.form.demoTitle });
  }
  button(name: 'Send Message' | 'Request Demo' | 'Sending...') {
    return this.form.getByRole('button', { name });
  }

  async fillValid(purpose: 'demo' | 'inquiry' | 'support' | 'partnership' = 'inquiry', n = 1) {
    // Every field the purpose needs, as the contract's table names them (a demo: its details too).
    await fillContactForm(this.form, sampleForm({ purpose, n }));
  }

  /**
   * What the visitor sees once the app runs the form: the message counter counts what was typed
   * (served, it says what the server wrote). These tests are about the app's submit path (toasts,
   * mocked answers); a submit before the app runs is a native POST, tested in
   * contact-no-js.spec.ts and early-input.spec.ts.
   */
  async seeTheCounterFollow() {
    const typed = (await this.message.inputValue()).trim();
    await expect(messageCounter(this.form, typed)).toBeVisible();
  }

  /** Submits once the form has been shown long enough to pass the server's bot check. */
  async submit(label: 'Send Message' | 'Request Demo' = contactCopy.submit.default) {
    const wait = this.shownAt + MIN_FILL_MS - Date.now();
    if (wait > 0) await this.page.waitForTimeout(wait);
    await this.seeTheCounterFollow();
    await this.button(label).click();
  }

  /** After a success resets the form, a new fill starts now. */
  restartFill() {
    this.shownAt = Date.now();
  }
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

async function expectToast(page: Page, title: string, description: string) {
  const t = toast(page, title).first();
  await expect(t).toBeVisible();
  await expect(t.locator('[data-title]')).toHaveText(title);
  await expect(t.locator('[data-description]')).toHaveText(description);
}

test.describe('the page', () => {
  test('shows the headline, the form card, the selling points and the way to the help centre', async ({
    page,
  }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.contact.heading);
    await expect(page.locator('#contact-form')).toContainText(contactCopy.form.title);
    await expect(
      page.getByRole('heading', { name: contactCopy.why.title }).locator('..').getByRole('listitem'),
    ).toHaveText([...contactCopy.why.points]);
    await page.getByRole('link', { name: contactCopy.help.link.label }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await waitForHeading(page);
  });

  test('#contact-form deep link lands on the form, below the fixed header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact#contact-form');
    await waitForHeading(page);
    const card = page.locator('#contact-form');
    await expect(card).toBeInViewport();
    await expect.poll(async () => (await card.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64 - 1);
    // Just below the header: scroll-margin-top on [id] is the header height (64 px) plus 16 px.
    await expect.poll(async () => (await card.boundingBox())?.y ?? 999).toBeLessThanOrEqual(84);
  });

  test('the Table of Contents panel shows at 1440 px and hides at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const contact = new ContactPage(page);
    await contact.open();
    const toc = page.getByRole('navigation', { name: contactCopy.toc.title });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link')).toHaveText([
      contactCopy.form.title,
      contactCopy.why.title,
      contactCopy.help.title,
    ]);
    await contact.purpose.selectOption('demo');
    await expect(toc.getByRole('link')).toHaveText([
      contactCopy.form.title,
      contactCopy.form.demoTitle,
      contactCopy.why.title,
      contactCopy.help.title,
    ]);
    await toc.getByRole('link', { name: contactCopy.help.title }).click();
    await expect(page).toHaveURL(/#need-help$/);
    await expect(page.getByRole('heading', { name: contactCopy.help.title })).toBeInViewport();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toc).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('purpose preselection', () => {
  for (const query of ['?purpose=demo', '?purpose=sales']) {
    test(`${query} preselects demo and shows the demo details`, async ({ page }) => {
      const contact = new ContactPage(page);
      await contact.open(query);
      await expect(contact.purpose).toHaveValue('demo');
      await expect(contact.purpose.locator('option:checked')).toHaveText(purposeLabels.demo);
      await expect(contact.demoBlock).toBeVisible();
      await expect(contact.button(contactCopy.submit.demo)).toBeVisible();
    });
  }

  test("the header's Get Started opens the form with demo preselected", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/about');
    await waitForHeading(page);
    await page.getByRole('banner').getByRole('link', { name: headerNav.getStarted.label }).click();
    const contact = new ContactPage(page);
    await expect(contact.purpose).toHaveValue('demo');
    await expect(page.locator('#contact-form')).toBeInViewport();
  });

  test('without a purpose every field is empty and the demo details are hidden', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    for (const field of [
      contact.name,
      contact.email,
      contact.purpose,
      contact.company,
      contact.phone,
      contact.message,
    ])
      await expect(field).toHaveValue('');
    await expect(contact.demoBlock).toHaveCount(0);
    await expect(contact.button(contactCopy.submit.default)).toBeVisible();
  });
});

test.describe('the demo details', () => {
  test('appear for demo with Company required, a new placeholder and Request Demo', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    const placeholder = await contact.message.getAttribute('placeholder');
    await expect(contact.company).not.toHaveAttribute('aria-required', 'true');
    await contact.purpose.selectOption('demo');
    await expect(contact.demoBlock).toBeVisible();
    await expect(contact.company).toHaveAttribute('aria-required', 'true');
    await expect(
      page.locator('label', { hasText: 'Company' }).first().locator('[data-demo-only]'),
    ).toBeVisible();
    await expect(contact.message).not.toHaveAttribute('placeholder', placeholder ?? '');
    await expect(contact.size.locator('option')).toHaveText([
      CONTACT_FIELDS.companySize.placeholder,
      companySizeLabels['1-10'],
      companySizeLabels['11-50'],
      companySizeLabels['51-200'],
      companySizeLabels['200+'],
    ]);
    await expect(contact.timeframe.locator('option')).toHaveText([
      CONTACT_FIELDS.preferredTimeframe.placeholder,
      timeframeLabels['this-week'],
      timeframeLabels['next-week'],
      timeframeLabels['this-month'],
      timeframeLabels.flexible,
    ]);
    await expect(contact.button(contactCopy.submit.demo)).toBeVisible();
    await contact.purpose.selectOption('inquiry');
    await expect(contact.demoBlock).toHaveCount(0);
    await expect(contact.button(contactCopy.submit.default)).toBeVisible();
  });
});

test.describe('validation messages (docs/requirements.md#contact-rules), next to their fields', () => {
  // A test clicks as soon as the button shows: before the app is ready that is a native POST,
  // refused with 400 and the same messages.
  test.use({ allowConsoleErrors: [REFUSED_POST_CONSOLE_ERROR] });
  test('an empty form: the required fields, and focus on the first one', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.button(contactCopy.submit.default).click();
    await expect(contact.name).toHaveAccessibleDescription(M.nameMin);
    await expect(contact.email).toHaveAccessibleDescription(M.emailInvalid);
    await expect(contact.purpose).toHaveAccessibleDescription(M.purpose);
    await expect(contact.message).toHaveAccessibleDescription(new RegExp(M.messageMin));
    for (const field of [contact.name, contact.email, contact.purpose, contact.message])
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.name).toBeFocused();
    for (const text of [M.nameMin, M.emailInvalid, M.purpose, M.messageMin])
      await expect(contact.form.getByText(text, { exact: true })).toBeVisible();
  });

  test('too long and badly formed values', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.name.fill('x'.repeat(101));
    await contact.email.fill('ada@example');
    await contact.purpose.selectOption('demo');
    await contact.company.fill('c'.repeat(101));
    await contact.phone.fill('1'.repeat(21));
    await contact.size.selectOption('1-10');
    await contact.timeframe.selectOption('this-week');
    await contact.tools.fill('t'.repeat(201));
    await contact.message.fill('m'.repeat(1001));
    await contact.button(contactCopy.submit.demo).click();

    await expect(contact.name).toHaveAccessibleDescription(M.nameMax);
    await expect(contact.email).toHaveAccessibleDescription(M.emailInvalid);
    await expect(contact.company).toHaveAccessibleDescription(M.companyMax);
    await expect(contact.phone).toHaveAccessibleDescription(M.phoneMax);
    await expect(contact.tools).toHaveAccessibleDescription(M.currentToolsMax);
    await expect(contact.message).toHaveAccessibleDescription(new RegExp(M.messageMax));
    await expect(contact.name).toBeFocused();

    await contact.name.fill('x'.repeat(100));
    await contact.email.fill(`ada@${'b'.repeat(248)}.com`); // 256 characters, well formed
    await contact.button(contactCopy.submit.demo).click();
    await expect(contact.email).toHaveAccessibleDescription(M.emailMax);
    await expect(contact.name).not.toHaveAttribute('aria-invalid');
    await expect(contact.email).toBeFocused();
  });

  test('the short ends: one-character name, nine-character message', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.name.fill(' A ');
    await contact.message.fill('  123456789  ');
    await contact.button(contactCopy.submit.default).click();
    await expect(contact.name).toHaveAccessibleDescription(M.nameMin);
    await expect(contact.message).toHaveAccessibleDescription(new RegExp(M.messageMin));
  });

  test('the demo cross rule is shown on company size', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open('?purpose=demo');
    const sample = sampleForm({ purpose: 'demo' });
    // Every field but the company and the demo details, which the cross rule is about.
    const { company: _company, companySize: _size, preferredTimeframe: _timeframe, ...rest } = sample;
    await fillContactForm(contact.form, rest);
    await contact.button(contactCopy.submit.demo).click();
    // Company is required for demo requests and comes first on the page, so it takes focus.
    await expect(contact.company).toHaveAccessibleDescription(M.demoCompany);
    await expect(contact.company).toBeFocused();
    await expect(contact.size).toHaveAccessibleDescription(M.demoDetails);
    await expect(contact.timeframe).toHaveAccessibleDescription(M.preferredTimeframe);
    await contact.company.fill(sample.company!);
    await contact.button(contactCopy.submit.demo).click();
    await expect(contact.size).toBeFocused();
    await contact.size.selectOption('51-200');
    await contact.button(contactCopy.submit.demo).click();
    await expect(contact.size).toHaveAccessibleDescription(M.demoDetails);
    // Choosing the missing timeframe clears the cross-rule message without another submit.
    await contact.timeframe.selectOption('flexible');
    await expect(contact.size).not.toHaveAttribute('aria-invalid');
    await expect(contact.timeframe).not.toHaveAttribute('aria-invalid');
  });

  test('choices that are not on the list (a tampered page) get their own messages', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open('?purpose=demo');
    // The app's own check of what it is handed (a native POST meets the same schema at the
    // origin); tampering before it hydrates would only make the markup differ from the app's.
    await contact.message.fill('Tampered with.');
    await contact.seeTheCounterFollow();
    // Add an off-list option to each select, as a tampered page or a stale cached form would.
    for (const select of [contact.size, contact.timeframe, contact.purpose])
      await select.evaluate((el) => el.append(new Option('Other', 'other')));
    await contact.size.selectOption('other');
    await contact.timeframe.selectOption('other');
    await contact.button(contactCopy.submit.demo).click();
    await expect(contact.size).toHaveAccessibleDescription(M.companySize);
    await expect(contact.timeframe).toHaveAccessibleDescription(M.preferredTimeframe);
    await contact.purpose.selectOption('other');
    await contact.button(contactCopy.submit.default).click();
    await expect(contact.purpose).toHaveAccessibleDescription(M.purpose);
  });
});

test.describe('submitting', () => {
  test('a demo request: success toast, and the form resets', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open('?purpose=demo');
    await contact.fillValid('demo');
    await contact.submit(contactCopy.submit.demo);
    await expectToast(page, contactCopy.toasts.demoSuccess.title, contactCopy.toasts.demoSuccess.description);
    for (const field of [contact.name, contact.email, contact.purpose, contact.company, contact.message])
      await expect(field).toHaveValue('');
    await expect(contact.demoBlock).toHaveCount(0);
    await expect(contact.button(contactCopy.submit.default)).toBeEnabled();
  });

  test('a success leaves what happens next after the toast has gone', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open('?purpose=demo');
    await contact.fillValid('demo');
    await contact.submit(contactCopy.submit.demo);
    await expect(toast(page, contactCopy.toasts.demoSuccess.title).first()).toBeVisible();
    await page.locator('[data-sonner-toast] [data-close-button]').first().click();
    await expect(toast(page, contactCopy.toasts.demoSuccess.title)).toHaveCount(0);
    const panel = page.getByRole('region', { name: contactCopy.outcome.nextTitle });
    await expect(panel).toBeVisible();
    const steps = contactCopy.outcome.nextSteps.demo;
    await expect(panel.getByRole('listitem')).toHaveCount(steps.length);
    for (const [i, step] of steps.entries())
      await expect(panel.getByRole('listitem').nth(i)).toContainText(step);
    await expect(contact.name).toHaveValue('');
  });

  for (const purpose of ['inquiry', 'support', 'partnership'] as const) {
    test(`a ${purpose} message: success toast, and the form resets`, async ({ page }) => {
      const contact = new ContactPage(page);
      await contact.open();
      await contact.fillValid(purpose);
      await contact.phone.fill('+44 20 7946 0000');
      await contact.submit();
      await expectToast(page, contactCopy.toasts.success.title, contactCopy.toasts.success.description);
      for (const field of [contact.name, contact.email, contact.purpose, contact.phone, contact.message])
        await expect(field).toHaveValue('');
    });
  }

  test('while sending, the button shows progress and is disabled', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requests = 0;
    await page.route(SUBMIT_URL, async (route) => {
      requests++;
      await held;
      await route.continue();
    });
    const contact = new ContactPage(page);
    await contact.open();
    await contact.fillValid();
    await contact.submit();
    const sending = contact.button(contactCopy.submit.sending);
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    await contact.name.press('Enter');
    release();
    await expectToast(page, contactCopy.toasts.success.title, contactCopy.toasts.success.description);
    await expect(contact.button(contactCopy.submit.default)).toBeEnabled();
    expect(requests).toBe(1);
  });

  test.describe('errors', () => {
    test.use({ allowConsoleErrors: HTTP_ERROR_LOGS });

    test("the server's own 400 answer shows as 'Validation error' with its text", async ({ page }) => {
      // Add a field the browser never sends: only the server rejects it (strict payload).
      await page.route(SUBMIT_URL, async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, referrer: 'e2e' }) });
      });
      const contact = new ContactPage(page);
      await contact.open();
      await contact.fillValid();
      await contact.submit();
      await expectToast(page, contactCopy.toasts.validation.title, 'Unknown field: referrer');
      await expect(contact.name).toHaveValue(sampleForm({ n: 1 }).name);
    });

    test("a 400 {error} answer shows that text under 'Validation error'", async ({ page }) => {
      await page.route(SUBMIT_URL, (route) =>
        route.fulfill({ status: 400, json: { error: 'Email domain is not accepted' } }),
      );
      const contact = new ContactPage(page);
      await contact.open();
      await contact.fillValid();
      await contact.submit();
      await expectToast(page, contactCopy.toasts.validation.title, 'Email domain is not accepted');
    });

    test("a network failure and a 500 both show 'Failed to submit form', and the values stay", async ({
      page,
    }) => {
      let mode: 'abort' | '500' = 'abort';
      await page.route(SUBMIT_URL, (route) =>
        mode === 'abort' ? route.abort('failed') : route.fulfill({ status: 500, body: 'oops' }),
      );
      const contact = new ContactPage(page);
      await contact.open();
      await contact.fillValid();
      await contact.submit();
      await expectToast(page, contactCopy.toasts.failed.title, contactCopy.toasts.failed.description);
      await expect(contact.message).toHaveValue(sampleForm().message);
      // Another way to reach sales stays beside the form: the content's contact address.
      const help = page.getByTestId('contact-failure-help').filter({ visible: true });
      await expect(help).toHaveCount(1);
      await expect(help.getByRole('link', { name: contactCopy.outcome.failedEmail })).toHaveAttribute(
        'href',
        `mailto:${contactCopy.outcome.failedEmail}`,
      );
      await page.locator('[data-sonner-toast] [data-close-button]').first().click();
      await expect(toast(page, contactCopy.toasts.failed.title)).toHaveCount(0);
      mode = '500';
      await contact.submit();
      await expectToast(page, contactCopy.toasts.failed.title, contactCopy.toasts.failed.description);
      await expect(contact.name).toHaveValue(sampleForm({ n: 1 }).name);
    });

    test("validation code that cannot load shows 'Failed to submit form'; the next try loads it and sends", async ({
      page,
    }) => {
      // zod arrives after the page is ready (src/components/ui/form.tsx): here the network drops it.
      let drop = true;
      await page.route(/\/assets\/contact-schema-[^/]+\.js$/, (route) =>
        drop ? route.abort('failed') : route.continue(),
      );
      const contact = new ContactPage(page);
      await contact.open();
      await contact.fillValid();
      await contact.submit();
      await expectToast(page, contactCopy.toasts.failed.title, contactCopy.toasts.failed.description);
      await expect(contact.name).toHaveValue(sampleForm({ n: 1 }).name);
      drop = false;
      await contact.submit();
      await expectToast(page, contactCopy.toasts.success.title, contactCopy.toasts.success.description);
    });

    test('the sixth submission from one client within the hour is rate limited', async ({ page }) => {
      test.setTimeout(60_000);
      const contact = new ContactPage(page);
      await contact.open();
      for (let n = 1; n <= 5; n++) {
        await contact.fillValid('inquiry', n);
        await contact.submit();
        await expect(contact.name).toHaveValue('');
        contact.restartFill();
      }
      await expect(toast(page, contactCopy.toasts.success.title).first()).toBeVisible();
      await contact.fillValid('inquiry', 6);
      await contact.submit();
      await expectToast(page, RATE_LIMITED.title, RATE_LIMITED.description);
      await expect(contact.name).toHaveValue(sampleForm({ n: 6 }).name);
    });
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const [theme, width] of AXE_PASSES) {
    test(`${theme} theme at ${width} px: empty, with errors, with the demo details`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      const contact = new ContactPage(page);
      await contact.open();
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await contact.button(contactCopy.submit.default).click();
      await expect(contact.name).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page);
      await contact.purpose.selectOption('demo');
      await contact.button(contactCopy.submit.demo).click();
      await expect(contact.size).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }

  test('a toast is announced and passes axe', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.fillValid();
    await contact.submit();
    await expectToast(page, contactCopy.toasts.success.title, contactCopy.toasts.success.description);
    await expectNoA11yViolations(page);
  });
});
