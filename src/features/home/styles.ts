// Class names shared by several home sections.

/** Gradient text whose both ends keep AA contrast on the page background, in both themes. */
export const gradientText = 'bg-linear-to-r from-heading-from to-heading-to bg-clip-text text-transparent';

/**
 * A tab panel stacked with the others in one grid cell: the active one shown, the rest invisible
 * (no-scripts: not there at all, the default one stays). Layout stability, issue 58.
 */
export const STACKED_PANEL =
  '[grid-area:1/1] transition-opacity duration-300 data-[state=inactive]:invisible data-[state=inactive]:opacity-0 no-scripts:data-[state=inactive]:hidden';
