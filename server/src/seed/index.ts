// STUB: replaced by the REST/database work.
import type { Database } from '../db/index.ts';

export async function seedDemoData(_db: Database): Promise<void> {}
