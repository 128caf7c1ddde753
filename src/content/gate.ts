// Copy of the staging password gate (docs/requirements.md#gate).
import { TOO_MANY_ATTEMPTS } from '../../supabase/functions/_shared/contracts/password-messages.ts';

export const gateCopy = {
  title: 'Protected Access',
  subtitle: 'Enter the password to preview the platform.',
  label: 'Access password',
  placeholder: 'Enter access password',
  submit: 'Access Platform',
  verifying: 'Verifying...',
  footer: 'This is a staging preview for internal stakeholders only.',
  noScript: 'JavaScript is needed to check the password.',
  errors: {
    empty: 'Please enter a password',
    incorrect: 'Incorrect password',
    unavailable: 'Unable to verify password. Please try again.',
    throttled: TOO_MANY_ATTEMPTS,
  },
} as const;
