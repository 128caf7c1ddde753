/** A plain gradient tile standing in for the product logo inside mocks (no shared SVG ids). */
export function LogoMarkSmall() {
  return (
    <span className="grid size-8 place-items-center rounded-lg bg-accent-gradient">
      <span className="h-1 w-4 rounded-full bg-white/90" />
    </span>
  );
}
