import { describe, expect, it } from 'vitest';
import { platformFeatures, platformGroups } from '@/content/platform';
import { groupOf } from '@/features/platform/use-platform-spy';
import { quotedTexts, requirementsSection } from '../../../helpers/requirements.ts';

describe('platform content', () => {
  it('has the three steps Find, Reach and Book, numbered 1 to 3', () => {
    expect(platformGroups.map((g) => [g.id, g.title, g.step])).toEqual([
      ['find', 'Find', 1],
      ['reach', 'Reach', 2],
      ['book', 'Book', 3],
    ]);
  });

  it('lists the required features, in their order (docs/requirements.md#platform)', () => {
    const section = requirementsSection('platform');
    const titles = quotedTexts(section.slice(section.indexOf('Feature titles')));
    expect(platformFeatures.map((f) => f.title)).toEqual(titles);
  });

  it('gives every feature a unique id, its own illustration, bullets and a call to action', () => {
    const ids = platformFeatures.map((f) => f.id);
    expect(new Set([...ids, ...platformGroups.map((g) => g.id)]).size).toBe(ids.length + 3);
    expect(new Set(platformFeatures.map((f) => f.image)).size).toBe(platformFeatures.length);
    for (const f of platformFeatures) {
      expect(f.id).toMatch(/^[a-z][a-z-]*$/);
      expect(f.bullets.length).toBeGreaterThanOrEqual(3);
      expect(f.ctaText).not.toBe('');
    }
  });

  it('states the required facts where they belong', () => {
    const text = (id: string) => {
      const f = platformFeatures.find((x) => x.id === id)!;
      return [f.description, ...f.bullets].join(' ');
    };
    expect(text('contact-database')).toMatch(/1B\+.*220M\+|220M\+.*15M\+/);
    expect(text('enrichment')).toMatch(/20\+ data points/);
    expect(text('enrichment')).toMatch(/100\+/);
    expect(text('validation')).toMatch(/200\+ countries/);
    expect(text('validation')).toMatch(/blocked on upload/);
    expect(text('ai-personalization')).toMatch(/50\+ languages/);
    // The four stages' facts of docs/requirements.md#home, in the words the page uses for them.
    expect(text('sequences')).toMatch(/Evergreen mode/); // literal-ok: a fact of requirements#home
    expect(text('ai-responses')).toMatch(/Autopilot/); // literal-ok: a fact of requirements#home
    expect(text('ai-responses')).toMatch(/Copilot/);
    // literal-ok: a fact of requirements#home
    expect(text('meeting-scheduler')).toMatch(/Google Calendar and Outlook/);
  });

  it('marks as AI-powered only features whose copy says what the AI does', () => {
    const ai = platformFeatures.filter((f) => f.aiPowered);
    expect(ai.length).toBeGreaterThan(0);
    for (const f of ai) expect([f.title, f.description, ...f.bullets].join(' ')).toMatch(/\bAI\b/);
  });
});

describe('groupOf', () => {
  it('maps a feature or a group id to its group', () => {
    expect(groupOf('enrichment')).toBe('find');
    expect(groupOf('linkedin-automation')).toBe('reach');
    expect(groupOf('analytics')).toBe('book');
    expect(groupOf('reach')).toBe('reach');
    expect(groupOf('nope')).toBeNull();
    expect(groupOf(null)).toBeNull();
  });
});
