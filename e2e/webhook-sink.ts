// The e2e server's notification webhook (NOTIFY_WEBHOOK_URL, playwright.config.ts): keeps every
// notification it is sent, in memory, and hands back the ones for an email
// (GET /notifications?email=…). Run by Playwright as a web server, so it is up before any test
// sends a lead, and every lead's delivery succeeds.
import http from 'node:http';

const PORT = Number(process.env.PORT ?? 4319);
type Notification = { text: string; submission: Record<string, string | null> };
const received: Notification[] = [];

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sink.local');
  if (req.method === 'GET' && url.pathname === '/health') {
    res.end('ok');
    return;
  }
  if (req.method === 'GET' && url.pathname === '/notifications') {
    const email = url.searchParams.get('email');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(received.filter((n) => n.submission?.email === email)));
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on('end', () => {
    try {
      received.push(JSON.parse(body) as Notification);
    } catch {
      // Not a notification: nothing to keep.
    }
    res.end('ok');
  });
});
server.listen(PORT, '127.0.0.1');
