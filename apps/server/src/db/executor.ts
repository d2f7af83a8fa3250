import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A database handle or an open transaction: a write that must join its caller's transaction takes one. */
export type Executor = Kysely<Database>;
