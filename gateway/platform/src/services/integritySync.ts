/**
 * Integrity sync (§7): a rerun of a company's sync as a task — each check of store/integrity.ts
 * over the company's records, progress check by check, then one integrity_logs row per check.
 */
import { CHECKS, insertSyncResults, runCheck } from '../store/integrity.js';
import { requireCompany } from '../store/companies.js';
import type { ApiRecord } from '../store/records.js';
import type { PlatformContext } from './context.js';

/** Queues a sync of company `code` for `userUuid`; answers the queued task. */
export async function startIntegritySync(
  ctx: PlatformContext,
  code: string,
  userUuid: string | null,
): Promise<ApiRecord> {
  const { db } = ctx;
  await requireCompany(db, code);
  return ctx.tasks.start({
    kind: 'integrity.sync',
    task_name: `Rerun sync: company ${code}`,
    user_uuid: userUuid,
    company_code: code,
    total: CHECKS.length,
    work: async (report, taskUuid, finish) => {
      const results: Array<{ folder: string; stat_key: string; status: string; detail: Record<string, unknown> }> = [];
      for (const [i, check] of CHECKS.entries()) {
        results.push({ folder: check.folder, stat_key: check.stat_key, ...(await runCheck(db, code, check)) });
        await report(i + 1);
      }
      const counts = { ok: 0, warning: 0, error: 0 } as Record<string, number>;
      for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
      const outcome = { result: { code, checks: results.length, ...counts }, transaction_uuid: null };
      // One sync is written at once (its rows share a time, none is left half-written), and the
      // task's success with it: a crash leaves both or neither (DESIGN §8). Logs are no command
      // of their own: no transaction record.
      const meta = {
        kind: 'integrity.sync',
        resource: 'integrity_logs',
        user_uuid: userUuid,
        task_uuid: taskUuid,
        company_code: code,
        recordTransaction: false,
      };
      await ctx.commands.run(meta, async (w) => {
        await insertSyncResults(w.tx, code, results);
        await finish(w, outcome);
      });
      return outcome;
    },
  });
}
