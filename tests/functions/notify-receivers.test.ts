// The notification on the receivers teams use (issue 55, decision 058): on Slack (Block Kit sections,
// and the `text` fallback) and on Mattermost (the `text`, as Markdown), no visitor text becomes a
// mention or a link; the one link is the visitor's e-mail address, as itself. And the text holds
// only printable characters: a CR cannot step out of the message's quoting.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_COLUMNS, displayValue } from '../../supabase/functions/_shared/contracts/contact.ts';
import { SOURCE_COLUMNS } from '../../supabase/functions/_shared/contracts/contact-source.ts';
import {
  notificationBody,
  notificationText,
  SLACK_SECTION_MAX,
  type SubmissionForNotification,
  sectionChunks,
} from '../../supabase/functions/_shared/notify.ts';
import { isPrintable } from '../../supabase/functions/_shared/printable.ts';
import { mattermostRendering, type Rendering, slackRendering } from '../helpers/chat-receivers.ts';
import { sampleColumns } from '../helpers/contact-sample.ts';

function stored(columns: Partial<SubmissionForNotification>): SubmissionForNotification {
  const none = Object.fromEntries([...CONTACT_COLUMNS, ...SOURCE_COLUMNS].map((c) => [c, null]));
  // The cast: every column is present (null unless given).
  return {
    id: 'x',
    created_at: new Date('2026-11-21T10:00:00Z'),
    ...none,
    ...sampleColumns({ purpose: 'demo', fields: 'every' }),
    ...columns,
  } as SubmissionForNotification;
}

const ATTACKS = [
  '@channel',
  '@all',
  '@here',
  '@everyone',
  '@bob',
  '<!channel>',
  '<!here|here>',
  '<!everyone>',
  '<@U0123ABC>',
  '<#C0123|general>',
  '[Click here](https://evil.example)',
  '![pixel](https://evil.example/p.png)',
  '[text][r]',
  '\n[r]: https://evil.example',
  '<https://evil.example>',
  '<https://evil.example|https://bank.example>',
  'https://evil.example/x',
  'www.evil.example',
  'ceo@evil.example',
  '~town-square',
  '#urgent',
  '&lt;!channel&gt;',
  '&#64;channel',
  '\r*From:* Fake Person',
  '\n> ',
  '\u2028',
  '\u202e',
  '\x1b[2J',
  '`',
  '*',
  '|',
  ']',
  '(',
];
const visitorText = fc
  .array(fc.oneof(fc.constantFrom(...ATTACKS), fc.constantFrom('a', 'Zoë', ' ', '.', '1', ':', '/')), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

/** Links that are not the one the notification makes itself: the visitor's address as a mailto link. */
const foreignLinks = (r: Rendering, email: string) =>
  r.links.filter((l) => !(l.url === `mailto:${email}` && l.text === email));

describe('the notification on Slack and Mattermost', () => {
  it('turns no visitor text into a mention or a link on either receiver', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: visitorText,
          company: visitorText,
          current_tools: visitorText,
          message: visitorText,
          utm_source: visitorText,
          utm_campaign: visitorText,
          source_landing_path: visitorText,
        }),
        fc.oneof(fc.constant('jane.doe@example.com'), visitorText),
        (fields, email) => {
          const body = notificationBody(stored({ ...fields, email }));
          const renderings: [string, () => Rendering][] = [
            ['Mattermost', () => mattermostRendering(body.text)],
            ['Slack fallback', () => slackRendering(body.text, { verbatim: false })],
            [
              'Slack',
              () => slackRendering(body.blocks.map((b) => b.text.text).join('\n'), { verbatim: true }),
            ],
          ];
          for (const [receiver, render] of renderings) {
            const r = render();
            expect(r.mentions, receiver).toEqual([]);
            expect(foreignLinks(r, email), receiver).toEqual([]);
          }
          // The word joiners are the notification's own (they keep mentions and links from forming).
          expect(isPrintable(body.text.replaceAll('\n', '').replaceAll('\u2060', ''))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the words: each attack reads the same, only made harmless', () => {
    const row = stored({ name: 'Ann @channel', message: 'See [docs](https://evil.example) <!here>' });
    const text = notificationText(row).replaceAll('\u2060', '');
    expect(text).toContain('Ann @channel');
    expect(text).toContain('> See [docs](https://evil.example)');
    expect(text).toContain('&lt;!here&gt;');
    // The visitor's address stays one click away, as itself.
    expect(mattermostRendering(notificationText(row)).links).toEqual([
      { url: `mailto:${row.email}`, text: row.email },
    ]);
  });

  it('quotes every line of the message: a CR or a Unicode line break starts a quoted line, not a free one', () => {
    const row = stored({ message: 'real\r*From:* Fake Person\u2028*Notified:* delivered' });
    const lines = notificationText(row).split('\n');
    const at = lines.indexOf(`*${'Message'}:*`);
    expect(lines.slice(at + 1)).toEqual(['> real', '> *From:* Fake Person', '> *Notified:* delivered']);
    expect(displayValue('message', row)).toContain('\r');
  });

  it('sends Slack sections of at most 3000 characters that together are the text', () => {
    const message = `${'&<'.repeat(400)}\n${'x'.repeat(990)}`;
    const body = notificationBody(stored({ message }));
    for (const block of body.blocks) {
      expect(block.text.text.length).toBeLessThanOrEqual(SLACK_SECTION_MAX);
      expect(block.text.verbatim).toBe(true);
    }
    expect(sectionChunks('a'.repeat(7000), SLACK_SECTION_MAX).join('')).toBe('a'.repeat(7000));
    expect(sectionChunks('ab&amp;cd', 6)).toEqual(['ab', '&amp;c', 'd']);
  });
});
