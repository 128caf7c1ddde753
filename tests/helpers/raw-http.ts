// Raw HTTP requests: the path goes on the wire exactly as given (fetch and new URL() would normalise
// `..`, `%2e%2e` and `\` before sending, which is the very thing an attacker relies on a server not
// doing). Many requests at once over a few kept-alive connections.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type RawRequest = { method: string; path: string; headers?: Record<string, string> };
export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, decoded from its Content-Encoding (br, gzip, deflate). */
  body: Buffer;
  /** The request could not be sent or its answer read (a client-side refusal or a reset). */
  error?: string;
};

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // Not what it says it is: compare the bytes as they came.
  }
  return body;
}

function send(agent: http.Agent, origin: URL, req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve) => {
    let r: http.ClientRequest;
    try {
      r = http.request({
        agent,
        host: origin.hostname,
        port: origin.port,
        method: req.method,
        // Node writes the request line as latin1: UTF-8 bytes go out raw, as a raw client sends them.
        path: Buffer.from(req.path, 'utf8').toString('latin1'),
        headers: { host: origin.host, ...req.headers },
      });
    } catch (err) {
      // Node refuses some paths itself (e.g. a raw space or NUL): nothing reached the server.
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error: String(err) });
      return;
    }
    r.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: decoded(Buffer.concat(chunks), res.headers['content-encoding']),
        }),
      );
      res.on('error', (err) =>
        resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error: String(err) }),
      );
    });
    r.on('error', (err) => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error: String(err) }));
    r.end();
  });
}

/** Sends every request, `concurrency` at a time; answers in the requests' order. */
export async function sendAll(
  base: string,
  requests: RawRequest[],
  concurrency = 16,
): Promise<RawResponse[]> {
  const origin = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const out: RawResponse[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      out[i] = await send(agent, origin, requests[i]!);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return out;
}
