// Sizes in percent of the container without style attributes (the Content-Security-Policy allows
// no inline styles): a value's tens and units each pick one class from a table, each class sets a
// custom property, and one class per axis sizes the element by their sum. 21 small CSS rules cover
// every whole percent from 0 to 100 exactly.

// Literal class names: Tailwind generates only the classes it finds written out in the source.
const TENS = [
  '[--pct-tens:0]',
  '[--pct-tens:10]',
  '[--pct-tens:20]',
  '[--pct-tens:30]',
  '[--pct-tens:40]',
  '[--pct-tens:50]',
  '[--pct-tens:60]',
  '[--pct-tens:70]',
  '[--pct-tens:80]',
  '[--pct-tens:90]',
  '[--pct-tens:100]',
] as const;
const UNITS = [
  '[--pct-units:0]',
  '[--pct-units:1]',
  '[--pct-units:2]',
  '[--pct-units:3]',
  '[--pct-units:4]',
  '[--pct-units:5]',
  '[--pct-units:6]',
  '[--pct-units:7]',
  '[--pct-units:8]',
  '[--pct-units:9]',
] as const;

/** `value` rounded to a whole percent between 0 and 100. */
export function wholePercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

/** The two classes that set --pct-tens and --pct-units to `value` (whole percent, 0–100). */
function percentVars(value: number): string {
  const v = wholePercent(value);
  return `${TENS[Math.floor(v / 10)]} ${UNITS[v % 10]}`;
}

/** Classes that make an element `value`% as wide as its container. */
export function widthPercent(value: number): string {
  return `${percentVars(value)} w-[calc((var(--pct-tens)_+_var(--pct-units))_*_1%)]`;
}

/** Classes that make an element `value`% as tall as its container. */
export function heightPercent(value: number): string {
  return `${percentVars(value)} h-[calc((var(--pct-tens)_+_var(--pct-units))_*_1%)]`;
}
