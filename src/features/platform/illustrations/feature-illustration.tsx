// A feature's illustration by the key its `image` names in the content (src/content/platform.ts).
// Each step's file lists its own beside the components (findIllustrations, …); this is their union,
// and the type check fails here on a key the content names without an illustration.
import type { PlatformIllustration } from '@/content/platform';
import { bookIllustrations } from './book-mocks';
import { findIllustrations } from './find-mocks';
import { reachIllustrations } from './reach-mocks';

export type Illustration = () => React.JSX.Element;

const illustrations = {
  ...findIllustrations,
  ...reachIllustrations,
  ...bookIllustrations,
} satisfies Record<PlatformIllustration, Illustration>;

export function FeatureIllustration({ name }: { name: PlatformIllustration }) {
  const Illustration = illustrations[name];
  return <Illustration />;
}
