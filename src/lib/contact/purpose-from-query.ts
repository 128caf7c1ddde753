// Relative: the origin (server/origin) applies ?purpose= to the served page too.
import {
  type ContactPurpose,
  isContactPurpose,
} from '../../../supabase/functions/_shared/contracts/contact.ts';

/**
 * The purpose preselected by `?purpose=`. The header's 'Get Started' link says `sales`, which is
 * not a form purpose: it means the demo purpose, whose label is 'Contact Sales'.
 */
export function purposeFromQuery(value: string | null): ContactPurpose | '' {
  if (value === 'sales') return 'demo';
  return isContactPurpose(value) ? value : '';
}
