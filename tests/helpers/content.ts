// Reading one item of a content list by its id: a test names the item it means, so adding,
// removing or reordering other items changes nothing for it (decision 061).

/** The item of `items` whose `id` is `id`; throws (naming the ids there are) when there is none. */
export function byId<T extends { readonly id: string }>(items: readonly T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No item with id '${id}' (ids: ${items.map((i) => i.id).join(', ')})`);
  return item;
}

/** `text` as a regular expression that matches it literally (a price's `$`, a `+`, a `.`). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
