// A notification webhook on 127.0.0.1 for delivery tests: answers with the status `status()` gives
// (after `delayMs`, for a slow one) and records the bodies it accepted.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WebhookPost = { text: string; submission: Record<string, unknown> & { id: string } };
export type Webhook = {
  url: string;
  /** Bodies answered with a 2xx, in arrival order. */
  posts: WebhookPost[];
  /** Every request, whatever the answer. */
  hits: number;
  close: () => Promise<void>;
};

export async function startWebhook(
  options: { status?: () => number; delayMs?: number } = {},
): Promise<Webhook> {
  const status = options.status ?? (() => 200);
  const hook: Webhook = { url: '', posts: [], hits: 0, close: async () => undefined };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      hook.hits++;
      const code = status();
      if (code >= 200 && code < 300) hook.posts.push(JSON.parse(body) as WebhookPost);
      setTimeout(() => res.writeHead(code).end(), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  hook.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return hook;
}
