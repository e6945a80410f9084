import SonicBoom from 'sonic-boom';

/** Log output kept in memory while the reader is slow; beyond it, lines are dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * Where the server's log goes: standard output, written asynchronously. A synchronous write
 * to a pipe whose reader stopped reading waits inside the event loop for as long as the reader
 * does, and nothing else runs, not even the shutdown timer. Here a full pipe only fills a
 * bounded buffer (then lines are dropped), and a reader that went away (EPIPE) silences the
 * log instead of failing requests or keeping the process from exiting.
 */
export function nonBlockingStdout(fd = 1): {
  write(line: string): void;
  /** Waits for every line written so far to reach the output, but never longer than `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
} {
  // Made directly, not through pino.destination(): that one flushes synchronously when the
  // process exits, which on a full pipe retries forever and keeps a stopping server alive.
  const stream = new SonicBoom({ fd, sync: false, maxLength: MAX_BUFFERED_BYTES });
  let broken = false;
  // The stream's own flush() returns at once when it buffers nothing on purpose (minLength 0)
  // even while a write is still on its way; its 'drain' event marks the moment nothing is.
  let idle = true;
  stream.on('drain', () => {
    idle = true;
  });
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(line: string) {
      if (broken) return;
      try {
        idle = false;
        stream.write(line);
      } catch {
        broken = true;
      }
    },
    drain(timeoutMs: number) {
      if (broken || idle) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stream.off('drain', done);
          stream.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        stream.once('drain', done);
        stream.once('error', done);
      });
    },
  };
}
