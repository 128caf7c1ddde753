import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type PlatformGroupId, platformCopy, platformGroups } from '@/content/platform';
import { PlatformMobileNav, PlatformSideNav } from '@/features/platform/platform-nav';

function SideNav({ activeFeature = null as string | null, initialOpen = 'find' as PlatformGroupId | null }) {
  const [openGroup, setOpen] = useState(initialOpen);
  return (
    <PlatformSideNav
      activeFeature={activeFeature}
      activeGroup={null}
      openGroup={openGroup}
      toggleGroup={(id) => setOpen((o) => (o === id ? null : id))}
      pin={() => undefined}
    />
  );
}

const renderIn = (ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={['/platform']}>{ui}</MemoryRouter>);

describe('PlatformSideNav', () => {
  it('has a toggle button per group, with only the open group expanded', () => {
    renderIn(<SideNav />);
    const nav = screen.getByRole('navigation', { name: platformCopy.nav.label });
    const toggles = platformGroups.map((g) => within(nav).getByRole('button', { name: g.title }));
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    for (const t of toggles) expect(document.getElementById(t.getAttribute('aria-controls')!)).not.toBeNull();
  });

  it('opens one group at a time, and closes an open group when toggled again', async () => {
    const user = userEvent.setup();
    renderIn(<SideNav />);
    const find = screen.getByRole('button', { name: 'Find' });
    const reach = screen.getByRole('button', { name: 'Reach' });
    await user.click(reach);
    expect(reach).toHaveAttribute('aria-expanded', 'true');
    expect(find).toHaveAttribute('aria-expanded', 'false');
    await user.click(reach);
    expect(reach).toHaveAttribute('aria-expanded', 'false');
  });

  it('links every feature to its section and marks the active one', () => {
    renderIn(<SideNav activeFeature="enrichment" />);
    for (const f of platformGroups[0]!.features) {
      const link = screen.getByRole('link', { name: new RegExp(`^${f.title}`) });
      expect(link).toHaveAttribute('href', `/platform#${f.id}`);
      if (f.id === 'enrichment') expect(link).toHaveAttribute('aria-current', 'location');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });
});

describe('PlatformMobileNav', () => {
  it('offers the three steps and a labelled select of every feature', async () => {
    const pin = vi.fn();
    const user = userEvent.setup();
    renderIn(
      <PlatformMobileNav
        activeFeature="tasks"
        activeGroup="book"
        openGroup="book"
        toggleGroup={() => undefined}
        pin={pin}
      />,
    );
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Find' })).toHaveAttribute('href', '/platform#find');
    const select = screen.getByRole('combobox', { name: platformCopy.nav.mobileSelectLabel });
    expect(select).toHaveValue('tasks');
    // Every feature of the content, and the select's prompt.
    expect(within(select).getAllByRole('option')).toHaveLength(
      platformGroups.flatMap((g) => g.features).length + 1,
    );
    await user.selectOptions(select, 'analytics');
    expect(pin).toHaveBeenCalledWith('analytics');
  });
});
