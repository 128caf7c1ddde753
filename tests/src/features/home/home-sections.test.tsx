import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { featureTabs } from '@/content/home-features';
import { setupInputs, setupSection } from '@/content/home-setup';
import { FeaturesSection } from '@/features/home/features-section';
import { SetupSection } from '@/features/home/setup-section';
import { byId, escapeRegExp } from '../../../helpers/content.ts';

function renderAt(url: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const selectedTab = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .find((t) => t.getAttribute('aria-selected') === 'true');

describe('Features tabs', () => {
  const label = (id: string) => featureTabs.find((t) => t.id === id)!.label;

  it('starts on find', () => {
    renderAt('/', <FeaturesSection />);
    expect(screen.getByRole('tab', { name: label('find') })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named after the hash', () => {
    renderAt('/#features?tab=reach', <FeaturesSection />);
    expect(screen.getByRole('tab', { name: label('reach') })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 3, name: featureTabs[2]!.title })).toBeInTheDocument();
  });

  it('follows later URL changes, and ignores navigations without a tab', async () => {
    const router = renderAt('/?tab=book', <FeaturesSection />);
    const list = screen.getByRole('tablist');
    expect(selectedTab(list)).toHaveAccessibleName(label('book'));
    await act(() => router.navigate('/#features?tab=personalize'));
    expect(selectedTab(list)).toHaveAccessibleName(label('personalize'));
    await act(() => router.navigate('/#benefits'));
    expect(selectedTab(list)).toHaveAccessibleName(label('personalize'));
    await act(() => router.navigate('/#features?tab=bogus'));
    expect(selectedTab(list)).toHaveAccessibleName(label('find'));
  });

  it('switches on click without touching the URL', async () => {
    const user = userEvent.setup();
    const router = renderAt('/#features?tab=find', <FeaturesSection />);
    await user.click(screen.getByRole('tab', { name: label('book') }));
    expect(screen.getByRole('tab', { name: label('book') })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.hash).toBe('#features?tab=find');
  });
});

describe('Setup list', () => {
  const first = setupInputs[0]!.label;
  const last = setupInputs.at(-1)!.label;

  it('starts on the first input and wraps both ways with the arrows', async () => {
    const user = userEvent.setup();
    renderAt('/', <SetupSection />);
    const list = screen.getByRole('tablist', { name: setupSection.listLabel });
    expect(within(list).getAllByRole('tab')).toHaveLength(setupInputs.length);
    expect(selectedTab(list)).toHaveAccessibleName(new RegExp(first));

    await user.click(screen.getByRole('button', { name: new RegExp(`^${setupSection.previous}`) }));
    expect(selectedTab(list)).toHaveAccessibleName(new RegExp(last));

    await user.click(screen.getByRole('button', { name: new RegExp(`^${setupSection.next}`) }));
    expect(selectedTab(list)).toHaveAccessibleName(new RegExp(first));
  });

  it('shows the preview of the chosen input', async () => {
    const user = userEvent.setup();
    renderAt('/', <SetupSection />);
    const tone = byId(setupInputs, 'tone-of-voice');
    if (tone.preview.kind !== 'choices') throw new Error('the tone of voice preview is a choice');
    const chosen = tone.preview.options[tone.preview.selected]!;
    await user.click(screen.getByRole('tab', { name: new RegExp(escapeRegExp(tone.label)) }));
    expect(
      screen.getByRole('img', { name: new RegExp(`${escapeRegExp(tone.label)}.*${escapeRegExp(chosen)}`) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${setupSection.next}: ${first}` })).toBeInTheDocument();
  });
});
