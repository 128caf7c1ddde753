// The contact form hydrating its served markup (an island): it starts from what the page holds
// (readServedForm), and what the visitor changed after that read — while React's time-sliced
// hydration had not committed yet, so only the DOM saw it — is taken once the form is live.
import { emptyContactForm } from '@shared/contracts/contact';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ServedForm } from '@/features/contact/served-form';
import { IslandMarkup } from '@/lib/hydration';

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
});

function renderServed() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <IslandMarkup.Provider value={true}>
        <h2 id="t">Send us a message</h2>
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
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: 'How can we help?' })).toHaveValue('inquiry');
  });

  it('takes what changed in the page after that, before the form was live', async () => {
    // Read at render: nothing chosen; read again once committed: the visitor chose a demo meanwhile.
    reads.push(served({}), served({ purpose: 'demo', name: 'Grace Hopper' }));
    renderServed();
    // Company is required for a demo: the form itself knows the purpose now, not just the select.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute('aria-required', 'true'),
    );
    expect(screen.getByRole('combobox', { name: 'How can we help?' })).toHaveValue('demo');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
  });
});
