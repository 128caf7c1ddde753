// Figures the brief states on purpose and that follow from no other content: each page gives its
// own reading of the price and the scale (docs/requirements.md#facts). Every one is listed, with
// the page that states it, in docs/requirements.md#claims, and a test keeps the two the same, so
// whoever changes a price or a plan is sent to this list (docs/change-trials.md, "pricing").
// A figure that does follow from other content (the comparison's "from €234") is computed there.

/** Euro per user per month, "from": the home hero's price anchor. */
export const heroFromPrice = 299;
/** Euro per user per month, "from": the use-cases comparison. */
export const useCasesFromPrice = 240;
/** The top of the comparison's "active contacts by plan" range (no plan lists it: it rounds up). */
export const activeContactsUpTo = 10_000;

/** Each fixed claim, for the test that compares them with docs/requirements.md#claims. */
export const fixedClaims = { heroFromPrice, useCasesFromPrice, activeContactsUpTo } as const;
