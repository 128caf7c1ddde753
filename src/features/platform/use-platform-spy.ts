// The platform page's scroll-spy state: which feature and group are in the 30–40% band, which
// side-nav group is open (one at a time, following the group in view), and a short "pin" so a
// clicked item stays highlighted while the smooth scroll passes other sections.
import { useEffect, useState } from 'react';
import { type PlatformGroupId, platformFeatures, platformGroups } from '@/content/platform';
import { useActiveSection } from '@/hooks/use-active-section';

const featureIds = platformFeatures.map((f) => f.id);
const groupIds = platformGroups.map((g) => g.id);
const groupOfFeature = new Map(platformGroups.flatMap((g) => g.features.map((f) => [f.id, g.id] as const)));

/** Longest a click keeps its target highlighted if the target never reaches the band. */
const PIN_MS = 1500;

const isGroupId = (id: string): id is PlatformGroupId => (groupIds as string[]).includes(id);

/** The group a feature (or a group's own id) belongs to. */
export function groupOf(id: string | null): PlatformGroupId | null {
  if (id === null) return null;
  return isGroupId(id) ? id : (groupOfFeature.get(id) ?? null);
}

export function usePlatformSpy() {
  const spiedFeature = useActiveSection(featureIds);
  const spiedGroup = groupOf(useActiveSection(groupIds));
  const [pinned, setPinned] = useState<string | null>(null);

  useEffect(() => {
    if (pinned === null) return;
    if (spiedFeature === pinned || spiedGroup === pinned) {
      setPinned(null);
      return;
    }
    const t = window.setTimeout(() => setPinned(null), PIN_MS);
    return () => window.clearTimeout(t);
  }, [pinned, spiedFeature, spiedGroup]);

  const activeFeature = pinned !== null ? (groupOfFeature.has(pinned) ? pinned : null) : spiedFeature;
  const activeGroup: PlatformGroupId | null =
    pinned !== null ? groupOf(pinned) : (spiedGroup ?? groupOf(spiedFeature));

  // The open group follows the group in view; the visitor can still open or close any group.
  const [openGroup, setOpenGroup] = useState<PlatformGroupId | null>(activeGroup ?? 'find');
  const [followed, setFollowed] = useState(activeGroup);
  if (activeGroup !== followed) {
    setFollowed(activeGroup);
    if (activeGroup !== null) setOpenGroup(activeGroup);
  }

  const toggleGroup = (id: PlatformGroupId) => setOpenGroup((open) => (open === id ? null : id));

  return { activeFeature, activeGroup, openGroup, toggleGroup, pin: setPinned };
}
