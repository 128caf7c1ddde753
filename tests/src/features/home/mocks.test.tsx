import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heroShowcase } from '@/content/home';
import { featureTabs } from '@/content/home-features';
import { meetingsMock } from '@/content/home-mocks';
import { BookMock } from '@/features/home/mocks/book-mock';
import { CustomersMock } from '@/features/home/mocks/customers-mock';
import { FindMock } from '@/features/home/mocks/find-mock';
import { fitsMeetingGrid, MEETING_ROWS, MeetingsMock } from '@/features/home/mocks/meetings-mock';
import { OutreachMock } from '@/features/home/mocks/outreach-mock';
import { PersonalizeMock } from '@/features/home/mocks/personalize-mock';
import { ReachMock } from '@/features/home/mocks/reach-mock';
import { StrategyMock } from '@/features/home/mocks/strategy-mock';

const mocks: [string, React.ComponentType<{ alt: string }>][] = [
  ['strategy', StrategyMock],
  ['customers', CustomersMock],
  ['outreach', OutreachMock],
  ['meetings', MeetingsMock],
  ['find', FindMock],
  ['personalize', PersonalizeMock],
  ['reach', ReachMock],
  ['book', BookMock],
];
const altOf = (id: string) => {
  const alt = [...heroShowcase.tabs, ...featureTabs].find((t) => t.id === id)?.alt;
  if (!alt) throw new Error(`the content has no text alternative for ${id}`);
  return alt;
};

describe('home mock panels', () => {
  it.each(mocks)('%s is one described image (its text alternative from the content)', (id, Mock) => {
    render(<Mock alt={altOf(id)} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: altOf(id) })).toBeInTheDocument();
  });

  it.each(mocks)('%s renders no style attribute (the CSP allows none)', (id, Mock) => {
    expect(renderToStaticMarkup(<Mock alt={altOf(id)} />)).not.toMatch(/\sstyle="/);
  });

  it('places every meeting of the calendar on the half-hour grid', () => {
    expect(meetingsMock.hours.length * 2).toBe(MEETING_ROWS);
    for (const meeting of meetingsMock.meetings) expect(fitsMeetingGrid(meeting), meeting.title).toBe(true);
    expect(fitsMeetingGrid({ start: 0.25, length: 1 })).toBe(false);
    expect(fitsMeetingGrid({ start: 6.5, length: 1 })).toBe(false);
  });
});
