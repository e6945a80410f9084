import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/**
 * A process that logs `lines` lines of about 200 bytes through the server's log output, then a
 * last line, waits for the output as a stopping server does, and exits at once.
 */
function logThenExit(lines: number, drainMs: number) {
  const script = `
    import { nonBlockingStdout } from ${JSON.stringify(destination)};
    const output = nonBlockingStdout();
    for (let i = 0; i < ${lines}; i++) output.write('line ' + i + ' ' + 'x'.repeat(190) + '\\n');
    output.write('stopped\\n');
    await output.drain(${drainMs});
    process.exit(0);
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const exitOf = (child: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe("the server's log output", () => {
  it('delivers every line, the last one too, before a stopping server exits', async () => {
    const child = logThenExit(5_000, 10_000);
    let text = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    expect(await exitOf(child)).toBe(0);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(5_001);
    expect(lines.at(-1)).toBe('stopped');
  });

  it('lets the process exit when nobody reads the output', async () => {
    const child = logThenExit(5_000, 500);
    // The pipe fills (it holds far less than a megabyte) and is never read.
    child.stdout!.pause();
    const started = Date.now();
    expect(await exitOf(child)).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
