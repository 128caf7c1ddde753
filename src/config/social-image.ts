// The social card named by every page's Open Graph and Twitter tags: drawn at build time by
// scripts/build/social-image.ts and written to the site's root.
export const socialImage = { path: '/social-image.png', width: 1200, height: 630 } as const;
