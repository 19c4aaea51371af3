/**
 * CPU time spent by the processes of a run, so a figure taken on a busy shared machine can be
 * read as cost per request as well as rate: the server process, its PostgreSQL backends, and the
 * load generator itself. Linux only (/proc); elsewhere the counters read as zero.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime); the slice starts at field 3.
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Samples CPU of the server process and, on PostgreSQL, of the backends serving its database. */
export async function cpuMeter(serverPid: number, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const backends = async (): Promise<number[]> => {
    if (!client) return [];
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return rows.map((r) => r.pid);
  };
  const sample = async () => {
    const pids = await backends();
    return { server: cpuMsOf(serverPid), database: new Map(pids.map((p) => [p, cpuMsOf(p)])), self: process.cpuUsage() };
  };
  return {
    /** Starts a measurement; the returned function gives CPU ms per request since then. */
    start: async () => {
      const before = await sample();
      return async (requests: number) => {
        const after = await sample();
        let database = 0;
        for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
        const self = process.cpuUsage(before.self);
        const per = (ms: number) => Number((ms / requests).toFixed(3));
        return {
          serverCpuMsPerRequest: per(after.server - before.server),
          ...(client ? { databaseCpuMsPerRequest: per(database) } : {}),
          loadGeneratorCpuMsPerRequest: per((self.user + self.system) / 1000),
        };
      };
    },
    close: async () => client?.end(),
  };
}
