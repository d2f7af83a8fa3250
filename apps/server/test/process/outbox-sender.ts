// A sender in its own process for the outbox crash test: sends what is due on the database of
// DATABASE_URL to PORTICO_SMTP_URL, then exits. OUTBOX_CLOCK_OFFSET_MS moves its clock forward (a
// restart after the lease of a killed sender ran out).
import '../../src/harden';
import { createContext } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { createLogger, standardError } from '../../src/lib/logger';
import { createOutboxService } from '../../src/modules/mail';

const offset = Number(process.env.OUTBOX_CLOCK_OFFSET_MS ?? '0');
const config = { ...loadConfig(), now: () => Date.now() + offset };
// Standard output carries the report alone.
const ctx = await createContext(config, createLogger(config.logLevel, standardError()));
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sender = createOutboxService(ctx, log, { batchSize: 4 });
const report = await sender.sendDue();
process.stdout.write(`${JSON.stringify(report)}\n`);
await sender.stop();
await ctx.db.destroy();
