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
  /** Waits for buffered lines to be written, but never longer than `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
} {
  // Made directly, not through pino.destination(): that one flushes synchronously when the
  // process exits, which on a full pipe retries forever and keeps a stopping server alive.
  const stream = new SonicBoom({ fd, sync: false, maxLength: MAX_BUFFERED_BYTES });
  let broken = false;
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(line: string) {
      if (broken) return;
      try {
        stream.write(line);
      } catch {
        broken = true;
      }
    },
    drain(timeoutMs: number) {
      if (broken) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        try {
          stream.flush(() => {
            clearTimeout(timer);
            resolve();
          });
        } catch {
          broken = true;
          clearTimeout(timer);
          resolve();
        }
      });
    },
  };
}
