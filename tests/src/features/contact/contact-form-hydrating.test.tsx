// The contact form hydrating its served markup (an island): it starts from what the page holds
// (readServedForm), and what the visitor changed after that read — while React's time-sliced
// hydration had not committed yet, so only the DOM saw it — is taken once the form is live.
import { emptyContactForm } from '@shared/contracts/contact';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { contactCopy } from '@/content/contact';
import type { ServedForm } from '@/features/contact/served-form';
import { IslandMarkup } from '@/lib/hydration';
import { CONTACT_FIELDS } from '../../../../supabase/functions/_shared/contracts/contact.ts';

const reads: ServedForm[] = [];
vi.mock('@/features/contact/served-form', () => ({ readServedForm: () => reads.shift() ?? null }));
vi.mock('@/components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const { ContactForm } = await import('@/features/contact/contact-form');

const served = (values: Partial<ServedForm['values']>): ServedForm => ({
  values: { ...emptyContactForm, ...values },
  errors: {},
  status: null,
  servedMessage: '',
  servedPurpose: '',
  changed: [],
});

function renderServed() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <IslandMarkup.Provider value={true}>
        <h2 id="t">{contactCopy.form.title}</h2>
        <ContactForm titleId="t" />
      </IslandMarkup.Provider>
    </MemoryRouter>,
  );
}

describe('the contact form, hydrating its served markup', () => {
  it('starts from what the page held when it rendered', () => {
    reads.push(
      served({ name: 'Ada Lovelace', purpose: 'inquiry' }),
      served({ name: 'Ada Lovelace', purpose: 'inquiry' }),
    );
    renderServed();
    expect(screen.getByRole('textbox', { name: CONTACT_FIELDS.name.label })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label })).toHaveValue('inquiry');
  });

  it('takes what changed in the page after that, before the form was live', async () => {
    // Read at render: nothing chosen; read again once committed: the visitor chose a demo meanwhile.
    reads.push(served({}), served({ purpose: 'demo', name: 'Grace Hopper' }));
    renderServed();
    // Company is required for a demo: the form itself knows the purpose now, not just the select.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute('aria-required', 'true'),
    );
    expect(screen.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label })).toHaveValue('demo');
    expect(screen.getByRole('textbox', { name: CONTACT_FIELDS.name.label })).toHaveValue('Grace Hopper');
  });

  it('checks again a field the visitor changed after the origin answered with its message', async () => {
    // The origin answered a native POST with two messages; before the form ran, the visitor fixed
    // the name (read at render, or only once the form was live) and left the email as it was.
    const errors = {
      name: { type: 'server', message: 'The name the origin refused' },
      email: { type: 'server', message: 'The email the origin refused' },
    } as const;
    const answered = { ...served({ name: 'Ada Lovelace', email: 'ada@' }), errors };
    const cases: [atRender: ServedForm, once: ServedForm][] = [
      [{ ...answered, changed: ['name'] }, answered],
      [{ ...answered, values: { ...answered.values, name: 'A' } }, answered],
    ];
    for (const [atRender, once] of cases) {
      reads.push(atRender, once);
      renderServed();
      const name = screen.getByRole('textbox', { name: CONTACT_FIELDS.name.label });
      await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
      expect(screen.queryByText(errors.name.message)).toBeNull();
      // What the visitor did not touch keeps the origin's message until it changes.
      expect(screen.getByRole('textbox', { name: CONTACT_FIELDS.email.label })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.getByText(errors.email.message)).toBeVisible();
      cleanup();
    }
  });
});
