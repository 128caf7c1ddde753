// The widths where the layout changes, in CSS pixels: Tailwind's `sm:`, `md:`… prefixes. The build
// writes them into the generated stylesheet's @theme (scripts/build/typeface.ts), and scripts and
// tests that pick a viewport on one side of a breakpoint read them here.
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export type Breakpoint = keyof typeof breakpoints;
