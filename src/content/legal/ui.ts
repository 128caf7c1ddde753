// Labels of the legal-page layout itself.
export const legalUi = {
  lastUpdated: 'Last updated',
  tableOfContents: 'On this page',
  print: 'Print or save as PDF',
} as const;
