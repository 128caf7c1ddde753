import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initials } from '@/components/illustrations/mock-parts';
import { platformFeatures, platformMocks } from '@/content/platform';
import { FeatureIllustration } from '@/features/platform/illustrations/feature-illustration';

describe('platform illustrations', () => {
  it.each(
    platformFeatures.map((f) => [f.image] as const),
  )('%s is decorative: hidden from assistive technology, no image role, no style attribute', (image) => {
    const { container } = render(<FeatureIllustration name={image} />);
    const stage = container.firstElementChild!;
    expect(stage).toHaveAttribute('data-slot', 'mock-stage');
    expect(stage).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[role="img"]')).toBeNull();
    expect(renderToStaticMarkup(<FeatureIllustration name={image} />)).not.toMatch(/\sstyle="/);
  });

  it('draws each mailbox meter and each analytics bar at its value', () => {
    const deliverability = renderToStaticMarkup(<FeatureIllustration name="deliverability" />);
    const pctClasses = (v: number) => `[--pct-tens:${Math.floor(v / 10) * 10}] [--pct-units:${v % 10}]`;
    for (const { level } of platformMocks.deliverability.mailboxes)
      expect(deliverability).toContain(pctClasses(level));
    const analytics = renderToStaticMarkup(<FeatureIllustration name="analytics" />);
    for (const h of platformMocks.analytics.bars) expect(analytics).toContain(pctClasses(h));
  });

  it('shows the initials of the people it names', () => {
    const { container } = render(<FeatureIllustration name="collaboration" />);
    for (const name of platformMocks.collaboration.team)
      expect(container.textContent).toContain(initials(name));
  });
});
