import pg from 'pg';

/** Runs SQL on the end-to-end server's database, for states only time would bring. */
export async function sql(text: string, values: unknown[] = []) {
  const url = process.env.VELVET_DATABASE_URL;
  if (!url)
    throw new Error('VELVET_DATABASE_URL is not set: run through the Playwright global setup.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
