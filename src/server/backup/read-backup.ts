import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { END_OF_TABLE, manifestSchema, type BackupManifest } from './backup-file';

const NEWLINE = 0x0a;
/** Rows handed to COPY at a time: large enough that a row is not a round of its own. */
const BATCH_BYTES = 256 * 1024;

export class BackupFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file} cannot be restored: ${problem}`);
    this.name = 'BackupFileError';
  }
}

/** The file's lines, each with its newline; fails on a file cut short. */
async function* linesOf(file: string): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not pass on the file's own errors (no such file): the reader must see them.
  source.on('error', (error) => gunzip.destroy(error));
  try {
    for await (const chunk of source.pipe(gunzip) as AsyncIterable<Buffer>) {
      const data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let at = data.indexOf(NEWLINE); at !== -1; at = data.indexOf(NEWLINE, start)) {
        yield data.subarray(start, at + 1);
        start = at + 1;
      }
      rest = data.subarray(start);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(file, 'there is no such file.');
    if (code?.startsWith('Z_'))
      throw new BackupFileError(file, 'it is not a gzip file, or it is damaged.');
    throw error;
  }
  if (rest.length > 0) throw new BackupFileError(file, 'it ends in the middle of a line.');
}

/** A backup opened for reading: its manifest, then each table's rows in the manifest's order. */
export interface OpenBackup {
  manifest: BackupManifest;
  /** The next table's rows in COPY text, in batches; read the tables in order, each once. */
  nextTableRows(): AsyncGenerator<Buffer>;
  close(): Promise<void>;
}

export async function openBackup(file: string): Promise<OpenBackup> {
  const lines = linesOf(file);
  let first: IteratorResult<Buffer>;
  try {
    first = await lines.next();
  } catch (error) {
    if (error instanceof BackupFileError && /cut short|middle/.test(error.message))
      throw new BackupFileError(file, 'it is not a Velvet backup.');
    throw error;
  }
  if (first.done) throw new BackupFileError(file, 'it is empty.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(first.value.toString('utf8'));
  } catch {
    throw new BackupFileError(file, 'it is not a Velvet backup.');
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw new BackupFileError(file, manifest.error.issues[0]?.message ?? 'bad manifest');

  const endLine = `${END_OF_TABLE}\n`;
  async function* nextTableRows() {
    let batch: Buffer[] = [];
    let size = 0;
    for (;;) {
      const line = await lines.next();
      if (line.done) throw new BackupFileError(file, 'it ends before its last table.');
      if (line.value.length === endLine.length && line.value.toString('utf8') === endLine) break;
      batch.push(line.value);
      size += line.value.length;
      if (size >= BATCH_BYTES) {
        yield Buffer.concat(batch);
        batch = [];
        size = 0;
      }
    }
    if (batch.length > 0) yield Buffer.concat(batch);
  }
  return {
    manifest: manifest.data,
    nextTableRows,
    close: async () => {
      await lines.return(undefined);
    },
  };
}

/** Only the manifest: what a restore or a check looks at before touching any database. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const backup = await openBackup(file);
  await backup.close();
  return backup.manifest;
}
