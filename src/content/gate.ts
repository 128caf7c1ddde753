// Copy of the staging password gate, as the spec words it.
export const gateCopy = {
  title: 'Protected Access',
  subtitle: 'Enter the password to preview the platform.',
  label: 'Access password',
  placeholder: 'Enter access password',
  submit: 'Access Platform',
  verifying: 'Verifying...',
  footer: 'This is a staging preview for internal stakeholders only.',
  errors: {
    empty: 'Please enter a password',
    incorrect: 'Incorrect password',
    unavailable: 'Unable to verify password. Please try again.',
    throttled: 'Too many attempts. Please wait a few minutes and try again.',
  },
} as const;
