// Starts a function's real Deno entrypoint (index.ts → Deno.serve) on a loopback port.
export type RunningFunction = { url: string; stop: () => Promise<void>; output: () => string };

export async function serveFunction(name: string, env: Record<string, string>): Promise<RunningFunction> {
  const port = 20000 + Math.floor(Math.random() * 20000);
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
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(url, { method: 'OPTIONS' });
      await res.body?.cancel();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`${name} did not start:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    output: () => out,
    stop: async () => {
      child.kill('SIGTERM');
      await child.status;
      await pumps;
    },
  };
}

export function assertEquals(actual: unknown, expected: unknown, msg = ''): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${msg} expected ${e}, got ${a}`);
}
