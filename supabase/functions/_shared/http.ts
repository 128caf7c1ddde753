// Runtime-neutral HTTP helpers shared by every function (Node and Deno).

import { printableJson } from './printable.ts';

export type Handler = (req: Request) => Promise<Response>;

/** Headers supabase-js sends with functions.invoke, plus ours (the contact form's, decisions 010 and 049). */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-region, x-idempotency-key, x-contact-fill-ms, x-contact-source',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/**
 * Every answer of a function is for one request only (a proof, a stored lead's id, a refusal):
 * never kept by a browser or a cache on the way.
 */
const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function json(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}

export function errorResponse(status: number, message: string, extra: Record<string, string> = {}): Response {
  return json({ error: message }, status, extra);
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: { ...corsHeaders, ...NO_STORE } });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The client stopped sending its body (it went away, or the server cut a slow one off): a 400,
 * logged as information, since anyone can cause it (never an error line).
 */
export class BodyNotReceived extends HttpError {
  constructor() {
    super(400, 'Request body was not received in full');
  }
}

/**
 * The common front door of a JSON POST function: method, content type and size checks, then the
 * parsed body. Throws HttpError with the status a client should see.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, 'Request body too large');
  const text = await readLimited(req, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
}

/**
 * A native form's body (application/x-www-form-urlencoded), read up to maxBytes like a JSON body:
 * 405, 415, 413 and 400 (not UTF-8) as HttpError.
 */
export async function readFormBody(req: Request, maxBytes: number): Promise<URLSearchParams> {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, 'Request body too large');
  return new URLSearchParams(await readLimited(req, maxBytes));
}

/** The body as UTF-8 text, read up to maxBytes (413 past it, 400 when not UTF-8, as HttpError). */
export async function readLimited(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new BodyNotReceived();
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, 'Request body too large');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(all);
  } catch {
    throw new HttpError(400, 'Request body must be UTF-8');
  }
}

export type Logger = {
  info: (msg: string, fields?: Record<string, unknown>) => void;
  error: (msg: string, fields?: Record<string, unknown>) => void;
};

export const consoleLogger: Logger = {
  // printableJson: a field may hold visitor text, and no character of it may steer a terminal (decision 058).
  info: (msg, fields) => console.log(printableJson({ level: 'info', msg, ...fields })),
  error: (msg, fields) => console.error(printableJson({ level: 'error', msg, ...fields })),
};

/** An answer with no body (the visit counter's, decision 059), CORS headers included. */
export function emptyResponse(status: number, extra: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { ...corsHeaders, ...extra } });
}

/** Wraps a handler: preflight, HttpError → its status, anything else → generic 500 logged server-side. */
export function withErrors(handler: Handler, logger: Logger, name: string): Handler {
  return async (req) => {
    if (req.method === 'OPTIONS') return preflight();
    try {
      return await handler(req);
    } catch (err) {
      if (err instanceof BodyNotReceived) logger.info(`${name}: request body not received in full`);
      if (err instanceof HttpError) return errorResponse(err.status, err.message);
      logger.error(`${name}: unhandled error`, { error: err instanceof Error ? err.message : String(err) });
      return errorResponse(500, 'Internal error');
    }
  };
}
