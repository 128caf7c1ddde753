import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MockStage, MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip, initials, Meter } from '@/components/illustrations/mock-parts';
import { heightPercent, wholePercent, widthPercent } from '@/components/illustrations/percent';
import { findMock, strategyMock } from '@/content/home-mocks';
import { platformMocks } from '@/content/platform';

describe('illustration frames: decorative unless described', () => {
  it('hides a window without alt from assistive technology', () => {
    const { container } = render(<MockWindow title="Inbox">content</MockWindow>);
    const frame = container.querySelector('[data-slot="mock-window"]')!;
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('makes a window with alt one image with that text alternative', () => {
    render(
      <MockWindow size="lg" title={strategyMock.window} alt="A test profile with 4,321 contacts">
        <p>4,321</p>
      </MockWindow>,
    );
    const img = screen.getByRole('img', { name: 'A test profile with 4,321 contacts' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('gives a stage the same rule, and a window on a stage no role of its own', () => {
    const { container, rerender } = render(
      <MockStage>
        <MockWindow title="Inbox">content</MockWindow>
      </MockStage>,
    );
    expect(container.querySelector('[data-slot="mock-stage"]')).toHaveAttribute('aria-hidden', 'true');
    const inner = container.querySelector('[data-slot="mock-window"]')!;
    expect(inner).not.toHaveAttribute('aria-hidden');
    expect(inner).not.toHaveAttribute('role');

    rerender(
      <MockStage alt="A sequence with two branches">
        <MockWindow title="Inbox" alt="ignored inside a stage">
          content
        </MockWindow>
      </MockStage>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A sequence with two branches' })).toHaveAttribute(
      'data-slot',
      'mock-stage',
    );
  });
});

describe('illustration parts', () => {
  it('derives up to two initials from a name', () => {
    expect(initials(findMock.name)).toBe('OC');
    expect(initials("Mary O'Brien")).toBe('MO');
    expect(initials('  ana  maria  lopez ')).toBe('AM');
    expect(initials('Cher')).toBe('C');
  });

  it('shows an avatar as initials, hidden from assistive technology (the name is written beside it)', () => {
    const { container } = render(<Avatar name={platformMocks.enrichment.name} />);
    const avatar = container.firstElementChild!;
    expect(avatar).toHaveTextContent('SC');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.className).toMatch(/bg-accent-gradient/);
    const { container: toned } = render(<Avatar name={platformMocks.enrichment.name} tone={8} />);
    expect(toned.firstElementChild!.className).toMatch(/bg-avatar-2/); // 8 wraps to the second tone
  });

  it('colours a chip by its tone, neutral by default', () => {
    render(
      <>
        <Chip>Plain</Chip>
        <Chip tone="danger">Blocked</Chip>
      </>,
    );
    expect(screen.getByText('Plain').className).toMatch(/text-muted-foreground/);
    expect(screen.getByText('Blocked').className).toMatch(/text-danger/);
  });

  it('fills a meter with classes, never a style attribute', () => {
    const html = renderToStaticMarkup(<Meter value={91} />);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('[--pct-tens:90]');
    expect(html).toContain('[--pct-units:1]');
  });
});

describe('percent classes', () => {
  it('pick the tens and the units of a whole percent', () => {
    expect(widthPercent(0)).toMatch(/^\[--pct-tens:0\] \[--pct-units:0\] w-\[/);
    expect(widthPercent(7)).toMatch(/^\[--pct-tens:0\] \[--pct-units:7\] /);
    expect(heightPercent(58)).toMatch(/^\[--pct-tens:50\] \[--pct-units:8\] h-\[/);
    expect(heightPercent(100)).toMatch(/^\[--pct-tens:100\] \[--pct-units:0\] /);
  });

  it('round to a whole percent and keep to 0–100', () => {
    expect(wholePercent(41.6)).toBe(42);
    expect(wholePercent(-5)).toBe(0);
    expect(wholePercent(150)).toBe(100);
    expect(wholePercent(Number.NaN)).toBe(0);
    expect(widthPercent(150)).toBe(widthPercent(100));
  });

  it('size by the sum of both properties, in percent', () => {
    expect(widthPercent(1)).toContain('w-[calc((var(--pct-tens)_+_var(--pct-units))_*_1%)]');
    expect(heightPercent(1)).toContain('h-[calc((var(--pct-tens)_+_var(--pct-units))_*_1%)]');
  });
});
