// Starts a function's real Deno entrypoint (index.ts → Deno.serve) on a loopback port.
export type RunningFunction = { url: string; stop: () => Promise<void>; output: () => string };

/** A port the OS has just handed out, so it is free unless another process takes it meanwhile. */
function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

const START_LIMIT_MS = 60_000;

/** Starts the entrypoint; if it exits before it answers, says how and with what output. */
async function start(name: string, env: Record<string, string>): Promise<RunningFunction> {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--config',
      `supabase/functions/${name}/deno.json`,
      `supabase/functions/${name}/index.ts`,
    ],
    env: { ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, NO_COLOR: '1' },
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  let out = '';
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) out += chunk;
  };
  const pumps = Promise.all([pump(child.stdout), pump(child.stderr)]);
  // Set from a callback: typed through `as`, so the checker does not narrow it to null.
  let exitCode = null as number | null;
  const status = child.status.then((s) => {
    exitCode = s.code;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    try {
      const res = await fetch(url, { method: 'OPTIONS' });
      await res.body?.cancel();
      break;
    } catch {
      if (exitCode !== null) {
        await pumps;
        throw new StartError(`${name} exited with code ${exitCode} before it answered:\n${out}`, out);
      }
      if (Date.now() > deadline) {
        child.kill();
        await status;
        await pumps;
        throw new StartError(`${name} did not answer within ${START_LIMIT_MS / 1000} s:\n${out}`, out);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    output: () => out,
    stop: async () => {
      if (exitCode === null) child.kill('SIGTERM');
      await status;
      await pumps;
    },
  };
}

class StartError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

export async function serveFunction(name: string, env: Record<string, string>): Promise<RunningFunction> {
  try {
    return await start(name, env);
  } catch (error) {
    // Another process took the port between freePort() and the child's bind: try once more.
    if (error instanceof StartError && /AddrInUse|address already in use/i.test(error.output))
      return await start(name, env);
    throw error;
  }
}

export function assertEquals(actual: unknown, expected: unknown, msg = ''): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${msg} expected ${e}, got ${a}`);
}
