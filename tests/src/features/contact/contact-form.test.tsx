import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_FIELDS, CONTACT_HEADERS, type ContactPurpose } from '@shared/contracts/contact';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contactCopy } from '@/content/contact';
import { headerNav } from '@/content/navigation';
import type { SubmitResult } from '@/lib/contact/submit-result';
import {
  companySizeLabels,
  purposeLabels,
  timeframeLabels,
} from '../../../../supabase/functions/_shared/contracts/contact.ts';
import { contactMessages } from '../../../helpers/contact-messages.ts';
import { sampleFieldNames, sampleForm, samplePayload } from '../../../helpers/contact-sample.ts';

const submitContact = vi.fn<(body: unknown, headers: Record<string, string>) => Promise<SubmitResult>>();
vi.mock('@/features/contact/submit-contact', () => ({
  submitContact: (body: unknown, headers: Record<string, string>) => submitContact(body, headers),
  preloadContactClient: () => undefined,
}));
const notify = { success: vi.fn(), error: vi.fn() };
vi.mock('@/components/ui/toaster', () => ({ notify }));

const { ContactForm } = await import('@/features/contact/contact-form');

// The chosen purpose shows or hides the demo-only parts by CSS alone (src/styles/globals.css):
// the real rule, applied here so jsdom's visibility (and the accessibility tree) follows it.
const globalsCss = readFileSync(
  path.resolve(import.meta.dirname, '../../../../src/styles/globals.css'),
  'utf8',
);
const demoRule = /form:not\(:has\([\s\S]*?\}/.exec(globalsCss)?.[0];
if (!demoRule) throw new Error('globals.css: the contact form demo rule is missing');
const demoStyle = document.createElement('style');
demoStyle.textContent = demoRule;
document.head.append(demoStyle);

function renderForm(url = '/contact') {
  // No delay between keystrokes: the behaviour under test does not depend on typing speed.
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[url]}>
      <h2 id="t">{contactCopy.form.title}</h2>
      <ContactForm titleId="t" />
    </MemoryRouter>,
  );
  return { user };
}

const field = {
  name: () => screen.getByRole('textbox', { name: CONTACT_FIELDS.name.label }),
  email: () => screen.getByRole('textbox', { name: CONTACT_FIELDS.email.label }),
  purpose: () => screen.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label }),
  company: () => screen.getByRole('textbox', { name: 'Company' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  size: () => screen.getByRole('combobox', { name: CONTACT_FIELDS.companySize.label }),
  timeframe: () => screen.getByRole('combobox', { name: CONTACT_FIELDS.preferredTimeframe.label }),
  tools: () => screen.getByRole('textbox', { name: CONTACT_FIELDS.currentTools.label }),
};
const demoBlock = () => screen.queryByRole('group', { name: contactCopy.form.demoTitle });

type User = ReturnType<typeof userEvent.setup>;

/** Types a value the way a paste does: one input event, so the tests stay quick on a busy machine. */
async function enter(user: User, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

/** The shared sample's values: what fillValid types. */
const sample = sampleForm();

/** Fills the required fields with the shared sample, each through the control its label names. */
async function fillValid(user: User, purpose: ContactPurpose = 'inquiry') {
  const values = sampleForm({ purpose });
  for (const name of sampleFieldNames()) {
    const { kind, label } = CONTACT_FIELDS[name];
    if (kind === 'choice')
      await user.selectOptions(screen.getByRole('combobox', { name: label }), values[name]!);
    else await enter(user, screen.getByRole('textbox', { name: label }), values[name]!);
  }
}

/** The visible error message a control points at through aria-describedby. */
function describedErrors(el: HTMLElement): string[] {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((n): n is HTMLElement => n?.dataset.slot === 'form-message')
    .map((n) => n.textContent ?? '');
}

beforeEach(() => {
  submitContact.mockReset();
  notify.success.mockReset();
  notify.error.mockReset();
});

describe('the contact form', () => {
  it('starts with every field empty, no demo block and a Send Message button', () => {
    renderForm();
    for (const get of [field.name, field.email, field.company, field.phone, field.message])
      expect(get()).toHaveValue('');
    expect(field.purpose()).toHaveValue('');
    expect(demoBlock()).toBeNull();
    expect(screen.getByRole('button', { name: contactCopy.submit.default })).toBeEnabled();
  });

  it('offers the four purposes with their labels', () => {
    renderForm();
    const options = within(field.purpose())
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['', CONTACT_FIELDS.purpose.placeholder],
      ['demo', purposeLabels.demo],
      ['inquiry', purposeLabels.inquiry],
      ['support', purposeLabels.support],
      ['partnership', purposeLabels.partnership],
    ]);
  });

  it('choosing demo reveals the demo details, marks Company required, and changes placeholder and button', async () => {
    const { user } = renderForm();
    const before = field.message().getAttribute('placeholder');
    expect(field.company()).not.toHaveAttribute('aria-required');

    await user.selectOptions(field.purpose(), 'demo');

    const block = demoBlock();
    expect(block).not.toBeNull();
    expect(within(block!).getByRole('heading', { name: contactCopy.form.demoTitle })).toBeInTheDocument();
    expect(
      within(field.size())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      CONTACT_FIELDS.companySize.placeholder,
      companySizeLabels['1-10'],
      companySizeLabels['11-50'],
      companySizeLabels['51-200'],
      companySizeLabels['200+'],
    ]);
    expect(
      within(field.timeframe())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      CONTACT_FIELDS.preferredTimeframe.placeholder,
      timeframeLabels['this-week'],
      timeframeLabels['next-week'],
      timeframeLabels['this-month'],
      timeframeLabels.flexible,
    ]);
    expect(field.size()).toHaveAttribute('aria-required', 'true');
    expect(field.timeframe()).toHaveAttribute('aria-required', 'true');
    expect(field.tools()).not.toHaveAttribute('aria-required');
    expect(field.company()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Company').parentElement?.textContent ?? '').toContain('*');
    expect(field.message().getAttribute('placeholder')).not.toBe(before);
    expect(screen.getByRole('button', { name: contactCopy.submit.demo })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: contactCopy.submit.default })).toBeNull();

    await user.selectOptions(field.purpose(), 'support');
    expect(demoBlock()).toBeNull();
    expect(field.message()).toHaveAttribute('placeholder', before);
    expect(screen.getByRole('button', { name: contactCopy.submit.default })).toBeInTheDocument();
  });

  it.each([
    ['?purpose=demo', 'demo'],
    ['?purpose=sales', 'demo'],
    ['?purpose=support', 'support'],
    ['?purpose=nonsense', ''],
  ])('%s preselects %j', (query, expected) => {
    renderForm(`/contact${query}`);
    expect(field.purpose()).toHaveValue(expected);
    expect(demoBlock() !== null).toBe(expected === 'demo');
  });

  it("a later ?purpose= link (the header's Get Started, while on the page) switches to demo", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <Link to={headerNav.getStarted.to}>{headerNav.getStarted.label}</Link>
        <ContactForm titleId="t" />
      </MemoryRouter>,
    );
    expect(field.purpose()).toHaveValue('');
    await user.click(screen.getByRole('link', { name: headerNav.getStarted.label }));
    expect(field.purpose()).toHaveValue('demo');
    expect(demoBlock()).not.toBeNull();
  });

  it('an empty submit shows each error next to its field and focuses the first invalid field', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: contactCopy.submit.default }));

    expect(await screen.findByText(contactMessages.nameMin)).toBeInTheDocument();
    const expectations: [HTMLElement, string][] = [
      [field.name(), contactMessages.nameMin],
      [field.email(), contactMessages.emailInvalid],
      [field.purpose(), contactMessages.purpose],
      [field.message(), contactMessages.messageMin],
    ];
    for (const [el, message] of expectations) {
      expect(el).toHaveAttribute('aria-invalid', 'true');
      expect(describedErrors(el)).toEqual([message]);
      expect(el).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    for (const el of [field.company(), field.phone()]) {
      expect(el).not.toHaveAttribute('aria-invalid');
      expect(describedErrors(el)).toEqual([]);
    }
    expect(field.name()).toHaveFocus();
    expect(submitContact).not.toHaveBeenCalled();
  });

  it('focus goes to the first invalid field in reading order, and errors clear as they are fixed', async () => {
    const { user } = renderForm();
    await fillValid(user, 'demo');
    await user.click(screen.getByRole('button', { name: contactCopy.submit.demo }));
    // Company is required for demo requests and sits first on the page.
    await waitFor(() => expect(field.company()).toHaveFocus());
    expect(describedErrors(field.company())).toEqual([contactMessages.demoCompany]);
    await enter(user, field.company(), 'Analytical Engines');
    await user.clear(field.message());
    await user.click(screen.getByRole('button', { name: contactCopy.submit.demo }));

    // The demo details appear (and register) after the message but sit above it on the page:
    // company size is the first invalid field a reader meets, so it gets focus.
    await waitFor(() => expect(field.size()).toHaveFocus());
    expect(describedErrors(field.size())).toEqual([contactMessages.demoDetails]);
    expect(describedErrors(field.timeframe())).toEqual([contactMessages.preferredTimeframe]);
    expect(describedErrors(field.message())).toEqual([contactMessages.messageMin]);
    await enter(user, field.message(), sample.message);

    await user.clear(field.email());
    await enter(user, field.email(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: contactCopy.submit.demo }));
    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(describedErrors(field.email())).toEqual([contactMessages.emailInvalid]);

    await user.clear(field.email());
    await enter(user, field.email(), sample.email);
    expect(field.email()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the snake_case payload with an idempotency key and fill time, toasts, and resets', async () => {
    submitContact.mockResolvedValue({ kind: 'success' });
    const { user } = renderForm('/contact?purpose=demo');
    await fillValid(user, 'demo');
    await enter(user, field.company(), 'Analytical Engines');
    await user.selectOptions(field.size(), '11-50');
    await user.selectOptions(field.timeframe(), 'next-week');
    await user.click(screen.getByRole('button', { name: contactCopy.submit.demo }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(notify.success).toHaveBeenCalledWith(
      contactCopy.toasts.demoSuccess.title,
      contactCopy.toasts.demoSuccess.description,
    );
    const [body, headers] = submitContact.mock.calls[0]!;
    expect(body).toEqual({
      ...samplePayload(),
      purpose: 'demo',
      company: 'Analytical Engines',
      company_size: '11-50',
      preferred_timeframe: 'next-week',
    });
    expect(headers[CONTACT_HEADERS.idempotencyKey]).toMatch(/^[0-9a-f]{32}$/);
    expect(Number(headers[CONTACT_HEADERS.fillMs])).toBeGreaterThanOrEqual(0);

    // Reset: every field empty again (the demo preselection included), Send Message again.
    await waitFor(() => expect(field.name()).toHaveValue(''));
    expect(field.email()).toHaveValue('');
    expect(field.purpose()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(demoBlock()).toBeNull();
    expect(screen.getByRole('button', { name: contactCopy.submit.default })).toBeEnabled();
    // One message per outcome: the toast above says it; the status region (the origin's answer
    // to a form sent without the app) stays empty.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // A new fill gets a new idempotency key.
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: contactCopy.submit.default }));
    await waitFor(() => expect(submitContact).toHaveBeenCalledTimes(2));
    expect(submitContact.mock.calls[1]![1][CONTACT_HEADERS.idempotencyKey]).not.toBe(
      headers[CONTACT_HEADERS.idempotencyKey],
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenLastCalledWith(
        contactCopy.toasts.success.title,
        contactCopy.toasts.success.description,
      ),
    );
  });

  it('while sending the button shows progress, is disabled and does not send twice', async () => {
    let finish: (r: SubmitResult) => void = () => undefined;
    submitContact.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: contactCopy.submit.default }));

    const button = await screen.findByRole('button', { name: contactCopy.submit.sending });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.type(field.name(), '{Enter}');
    expect(submitContact).toHaveBeenCalledTimes(1);

    finish({ kind: 'success' });
    expect(await screen.findByRole('button', { name: contactCopy.submit.default })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('a failure keeps what was typed and retries with the same idempotency key', async () => {
    submitContact.mockResolvedValueOnce({ kind: 'unreachable' });
    submitContact.mockResolvedValueOnce({
      kind: 'rejected',
      status: 400,
      error: CONTACT_FIELDS.email.messages.invalid,
    });
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: contactCopy.submit.default }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        contactCopy.toasts.failed.title,
        contactCopy.toasts.failed.description,
      ),
    );
    expect(field.name()).toHaveValue(sample.name);

    await user.click(screen.getByRole('button', { name: contactCopy.submit.default }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenLastCalledWith(
        contactCopy.toasts.validation.title,
        CONTACT_FIELDS.email.messages.invalid,
      ),
    );
    const [first, second] = submitContact.mock.calls;
    expect(second![1][CONTACT_HEADERS.idempotencyKey]).toBe(first![1][CONTACT_HEADERS.idempotencyKey]);
    expect(field.message()).toHaveValue(sample.message);
  });

  it('demo details chosen and then abandoned for another purpose are not sent', async () => {
    submitContact.mockResolvedValue({ kind: 'success' });
    const { user } = renderForm();
    await fillValid(user, 'demo');
    await user.selectOptions(field.size(), '200+');
    await enter(user, field.tools(), 'HubSpot');
    await user.selectOptions(field.purpose(), 'partnership');
    await user.click(screen.getByRole('button', { name: contactCopy.submit.default }));
    await waitFor(() => expect(submitContact).toHaveBeenCalledTimes(1));
    expect(submitContact.mock.calls[0]![0]).toEqual(samplePayload({ purpose: 'partnership' }));
  });

  it('has a honeypot people and assistive tech never meet', () => {
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('counts message characters like the server (trimmed)', async () => {
    const { user } = renderForm();
    await enter(user, field.message(), '  hello  ');
    expect(field.message()).toHaveAccessibleDescription('5/1000 characters');
  });
});
