// Class names shared by several home sections.

/** Gradient text whose both ends keep AA contrast on the page background, in both themes. */
export const gradientText = 'bg-linear-to-r from-heading-from to-heading-to bg-clip-text text-transparent';

/** The square tile an icon sits in on cards. */
export const iconTile =
  'grid size-11 shrink-0 place-items-center rounded-xl border border-accent/20 bg-accent-soft text-accent';
