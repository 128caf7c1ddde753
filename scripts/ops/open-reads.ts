// How `npm run leads` and `npm run insights` reach the data (decision 060): DATABASE_URL, or the
// running server's socket in DATA_DIR, or the directory itself; each way it cannot, said once with
// what to do, and the command exits.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NoReadsError, openReads, type Reads } from '../../server/reads.ts';

/** The reads, and where they come from as a message names it (DATABASE_URL or the directory). */
export async function openReadsOrExit(say: {
  whatFillsIt: string;
  olderServer: string;
}): Promise<{ reads: Reads; where: string }> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.error(
      `No local database in ${dataDir} yet: start the site with \`npm start\` and ${say.whatFillsIt}.`,
    );
    process.exit(1);
  }
  try {
    return {
      reads: await openReads({ dataDir, databaseUrl }),
      where: databaseUrl ? 'DATABASE_URL' : dataDir,
    };
  } catch (err) {
    if (!(err instanceof NoReadsError)) throw err;
    console.error(`${err.message}\nIt does not answer reads (an older server?): ${say.olderServer}`);
    process.exit(2);
  }
}
