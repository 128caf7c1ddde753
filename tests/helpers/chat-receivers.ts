// What two webhook receivers make of a message's text: the mentions that would notify people and the
// links a reader could click. Models of their documented rules, each on the pessimistic side
// (decision 058):
// - Slack: `<!channel>`, `<!here>`, `<!everyone>`, `<@U…>`, `<#C…>` and `<url|text>` in mrkdwn; outside
//   `verbatim` it also links bare URLs and `www.` addresses and reads a bare `@name` as a mention.
// - Mattermost (Slack-compatible incoming webhooks, Markdown): the Slack forms translated, and, so
//   as to miss nothing, after HTML entities are decoded once; then `@name` (channel-wide: `@channel`,
//   `@all`, `@here`), `~channel`, `#hashtag`, Markdown links, images and reference links (the
//   innermost brackets, as CommonMark reads them), `<…>`
//   autolinks, and the GFM extended autolinks (`scheme://`, `www.`, e-mail addresses).

export type Rendering = { mentions: string[]; links: { text: string; url: string }[] };

const ANGLE = /<([^<>\s][^<>]*)>/g;
const BARE_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>]+|\bwww\.[^\s<>]+/gi;
const MENTION = /(?<![\p{L}\p{N}_])@[\p{L}\p{N}_][\p{L}\p{N}_.:-]*/gu;

function angleTokens(text: string, out: Rendering): void {
  for (const [, inner] of text.matchAll(ANGLE)) {
    const token = inner!;
    if (/^[!@#]/.test(token)) out.mentions.push(`<${token}>`);
    else if (/^[a-z][a-z0-9+.-]*:/i.test(token)) {
      const [url, label] = token.split('|');
      out.links.push({ url: url!, text: label ?? url! });
    }
  }
}

/** What Slack shows: mentions and links in mrkdwn (`verbatim`: Block Kit's, which links nothing on its own). */
export function slackRendering(text: string, { verbatim }: { verbatim: boolean }): Rendering {
  const out: Rendering = { mentions: [], links: [] };
  angleTokens(text, out);
  if (!verbatim) {
    const outside = text.replace(ANGLE, ' ');
    for (const [url] of outside.matchAll(BARE_URL)) out.links.push({ url, text: url });
    for (const [m] of outside.matchAll(MENTION)) out.mentions.push(m);
  }
  return out;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/** What Mattermost shows for a Slack-compatible webhook's `text`. */
export function mattermostRendering(text: string): Rendering {
  const out: Rendering = { mentions: [], links: [] };
  const decoded = decodeEntities(text);
  // Slack compatibility: <!channel> is @channel, <url|text> a Markdown link.
  const markdown = decoded
    .replace(/<!(channel|here|all|everyone)(?:\|[^>]*)?>/g, '@$1')
    .replace(/<([a-z][a-z0-9+.-]*:[^<>|\s]*)\|([^<>]*)>/gi, '[$2]($1)');
  for (const m of markdown.matchAll(/!?\[([^[\]]*)\]\(([^)\s]*)[^)]*\)/g))
    out.links.push({ text: m[1]!, url: m[2]! });
  for (const m of markdown.matchAll(/\[([^[\]]*)\]\[([^[\]]*)\]/g))
    out.links.push({ text: m[1]!, url: `ref:${m[2]}` });
  for (const m of markdown.matchAll(/^[ >]*\[([^\]]+)\]:\s*(\S+)/gm))
    out.links.push({ text: m[1]!, url: m[2]! });
  const rest = markdown.replace(/!?\[[^[\]]*\]\([^)]*\)/g, ' ');
  for (const m of rest.matchAll(/<([a-z][a-z0-9+.-]*:[^<>\s]*)>/gi))
    out.links.push({ text: m[1]!, url: m[1]! });
  const bare = rest.replace(/<[^<>]*>/g, ' ');
  for (const [url] of bare.matchAll(BARE_URL)) out.links.push({ url, text: url });
  for (const [email] of bare.matchAll(/[\w.+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu))
    out.links.push({ url: `mailto:${email}`, text: email });
  for (const [m] of bare.matchAll(MENTION)) out.mentions.push(m);
  for (const [m] of bare.matchAll(/(?<![\p{L}\p{N}_])[~#][\p{L}\p{N}_][\p{L}\p{N}_-]*/gu))
    out.mentions.push(m);
  return out;
}
