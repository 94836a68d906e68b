/**
 * Integrity sync (§7): the status of a company's sync checks, the details of one check, and a
 * rerun of the sync as a task (services/integritySync.ts; checks and logs in store/integrity.ts).
 */
import { digitCodeSchema, integrityLogsQuerySchema } from '@console/schema';
import { z } from 'zod';
import type { PlatformContext } from '../../services/context.js';
import { startIntegritySync } from '../../services/integritySync.js';
import { checkHistory, latestLogs } from '../../store/integrity.js';
import { badRequest, notFound, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

const pathCode = (value: string) => parseOr400(z.object({ code: digitCodeSchema }), { code: value }).code;

export function registerIntegrityRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', '/utils/integrity_logs/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const { limit = 100 } = parseOr400(integrityLogsQuerySchema, Object.fromEntries(req.query), 'query');
    return { data: { code, ...(await latestLogs(db, code, limit)) } };
  });

  on('POST', '/utils/integrity_logs/:code/:folder/:statKey', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const { folder, statKey } = req.params as { folder: string; statKey: string };
    // Any folder and stat key the company's logs hold (synced by an earlier platform or this one).
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(folder))
      throw badRequest(`folder must be lower-case letters, digits and _`, 'folder');
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(statKey))
      throw badRequest(`statKey must be lower-case letters, digits and _`, 'statKey');
    const history = await checkHistory(db, code, folder, statKey);
    if (!history[0]) throw notFound(`No integrity logs for ${folder}/${statKey} of company ${code}`);
    return { data: { code, folder, stat_key: statKey, latest: history[0], history } };
  });

  on('POST', '/utils-webhook/:value', 'rerunSync', async (req, principal) => {
    const code = pathCode(req.params.value!);
    const task = await startIntegritySync(ctx, code, principal.user_uuid);
    return { data: { task_uuid: task.uuid, status: task.status, code }, message: `Sync of company ${code} queued` };
  });
}
