// Class names shared by several home sections.

/** Gradient text whose both ends keep AA contrast on the page background, in both themes. */
export const gradientText = 'bg-linear-to-r from-heading-from to-heading-to bg-clip-text text-transparent';
