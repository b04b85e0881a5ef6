/** `npm run seed`: resets the demo content (staff accounts are kept). */
import pino from "pino";
import { readConfig } from "~/config.server";
import { openDatabase } from "./connection";
import { DataDirLockedError } from "./lock";
import { notifyPagesChanged } from "./page-notices";
import { seedDemo } from "./seed";

const config = readConfig();
const logger = pino({ level: "info" });
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedDemo(database.db, logger, config.currency);
  // On PostgreSQL the store may be serving meanwhile, on several instances: each forgets the pages of the old content.
  if (database.kind === "postgres") {
    await notifyPagesChanged(database.db).catch((error: Error) =>
      logger.warn({ err: error }, "seeded, but the running instances were not told: their pages follow within HTML_CACHE_SECONDS"),
    );
  }
  await database.close();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the running store, then run the seed again.`);
    process.exit(1);
  }
  throw error;
}
