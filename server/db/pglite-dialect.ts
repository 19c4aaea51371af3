import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { isBackground } from './background.ts';
import { isScript } from './script-query.ts';

/** After this many turns given ahead of waiting background work, one background turn goes next, so it never starves. */
const FOREGROUND_RUN = 8;

/**
 * Kysely dialect over an embedded PGlite instance. PGlite is a single connection, so the driver
 * hands it out to one query or transaction at a time; everything else queues behind it, work
 * started with `inBackground` behind everything else (background.ts).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #busy = false;
  readonly #foreground: (() => void)[] = [];
  readonly #background: (() => void)[] = [];
  /** Foreground turns given in a row while background work waited. */
  #aheadOfBackground = 0;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((turn) => (isBackground() ? this.#background : this.#foreground).push(turn));
    this.#busy = true;
    this.#connection.release = () => this.#next();
    return this.#connection;
  }

  /** Hands the connection to the next waiter: the gate's first, background work at least every FOREGROUND_RUN turns. */
  #next() {
    const backgroundDue = this.#background.length > 0 && (this.#foreground.length === 0 || this.#aheadOfBackground >= FOREGROUND_RUN);
    const turn = backgroundDue ? this.#background.shift() : this.#foreground.shift();
    this.#aheadOfBackground = backgroundDue || this.#background.length === 0 ? 0 : this.#aheadOfBackground + 1;
    if (turn) turn();
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection) {
    const release = (connection as PGliteConnection).release;
    (connection as PGliteConnection).release = undefined;
    release?.();
  }
  async destroy() {
    // Last in line: what holds or awaits the connection finishes first.
    if (this.#busy) await new Promise<void>((turn) => this.#background.push(turn));
    this.#busy = true;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release?: () => void;
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (isScript(query)) {
      const results = await this.pglite.exec(query.sql).catch((error: unknown) => {
        throw withoutParameters(error);
      });
      return { rows: (results.at(-1)?.rows ?? []) as R[] };
    }
    const result = await this.pglite.query<R>(query.sql, query.parameters as unknown[]).catch((error: unknown) => {
      throw withoutParameters(error);
    });
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield -- PGlite has no cursors; Kysely's streaming is not used here.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database');
  }
}

/**
 * PGlite puts a failed statement's parameters on its error; they are the row being written (a
 * password hash, a secret, a person's details) and would follow the error into the logs. node-pg's
 * errors carry none: the two engines' errors now say the same.
 */
function withoutParameters(error: unknown): unknown {
  if (error && typeof error === 'object') {
    delete (error as { params?: unknown }).params;
    delete (error as { queryOptions?: unknown }).queryOptions;
  }
  return error;
}
