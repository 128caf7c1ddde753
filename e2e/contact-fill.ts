// Fills the contact form with a sample from the one builder (tests/helpers/contact-sample.ts), field
// by field as the contract's table names and labels them: a field added to the table is filled with
// no spec changed.
import type { Locator } from '@playwright/test';
import { CONTACT_FIELDS, type ContactFieldName } from '../supabase/functions/_shared/contracts/contact.ts';

/** Types or chooses every value of `values` (the table's order: the purpose before its demo fields). */
export async function fillContactForm(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values) as [ContactFieldName, string][]) {
    const field = CONTACT_FIELDS[name];
    if (field.kind === 'choice') await form.getByRole('combobox', { name: field.label }).selectOption(value);
    else await form.getByRole('textbox', { name: field.label, exact: true }).fill(value);
  }
}
