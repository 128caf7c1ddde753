// cn(): joins class names and resolves conflicts between Tailwind utilities, the last one winning
// (a primitive's default padding, then a call site's own). tailwind-merge's merge engine with a
// configuration of only the class groups this site's components override: its full default
// configuration (every Tailwind utility) weighed 6 KB gzip in every page's first script. The
// prerender test checks, with the full configuration, that no rendered class list keeps a conflict
// (tests/scripts/prerender.test.ts). A new kind of override (a utility group not listed here) shows
// up there: add its group.
import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isArbitraryValue, isFraction, isNumber, isTshirtSize } = validators;

/** Spacing and sizes: numbers (the spacing scale), fractions, keywords and arbitrary values. */
const scale = [
  isNumber,
  isFraction,
  isArbitraryValue,
  'px',
  'auto',
  'full',
  'screen',
  'min',
  'max',
  'fit',
  'dvh',
];
const fontSizes = ['xs', 'sm', 'base', 'lg', 'xl', isTshirtSize, isArbitraryValue];
const radii = ['', 'none', 'full', isTshirtSize, isArbitraryValue];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
    ],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'grid-cols': [{ 'grid-cols': [isNumber, 'none', 'subgrid', isArbitraryValue] }],
    gap: [{ gap: scale }],
    'gap-x': [{ 'gap-x': scale }],
    'gap-y': [{ 'gap-y': scale }],
    p: [{ p: scale }],
    px: [{ px: scale }],
    py: [{ py: scale }],
    pt: [{ pt: scale }],
    pr: [{ pr: scale }],
    pb: [{ pb: scale }],
    pl: [{ pl: scale }],
    m: [{ m: scale }],
    mx: [{ mx: scale }],
    my: [{ my: scale }],
    mt: [{ mt: scale }],
    mb: [{ mb: scale }],
    size: [{ size: scale }],
    w: [{ w: scale }],
    h: [{ h: scale }],
    'max-w': [{ 'max-w': [isTshirtSize, isArbitraryValue, 'none', 'full', 'prose'] }],
    shrink: [{ shrink: ['', isNumber, isArbitraryValue] }],
    'font-size': [{ text: fontSizes }],
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold'] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    'text-color': [{ text: [isAny] }],
    'bg-color': [{ bg: [isAny] }],
    rounded: [{ rounded: radii }],
    'border-w': [{ border: ['', isNumber] }],
    'border-w-x': [{ 'border-x': ['', isNumber] }],
    'border-w-y': [{ 'border-y': ['', isNumber] }],
    'border-w-t': [{ 'border-t': ['', isNumber] }],
    'border-w-r': [{ 'border-r': ['', isNumber] }],
    'border-w-b': [{ 'border-b': ['', isNumber] }],
    'border-w-l': [{ 'border-l': ['', isNumber] }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [{ border: [isAny] }],
    shadow: [{ shadow: ['', 'none', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', isArbitraryValue] }],
    'shadow-color': [{ shadow: [isAny] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mb'],
    mx: [],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
    'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds the merge engine's class tables now. It builds them on its first call; the start-up calls
 * this in a task of its own so that the work does not land in the middle of hydration.
 */
export function prepareCn(): void {
  twMerge('p-0 p-1');
}
