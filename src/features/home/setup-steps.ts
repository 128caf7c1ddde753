// Moving through the setup inputs with the previous/next arrows: both ends wrap around.

/** The index `step` places away from `index` in a list of `count` items, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index, 1, count);
export const previousIndex = (index: number, count: number) => wrapIndex(index, -1, count);
