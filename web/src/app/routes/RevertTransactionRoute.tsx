/**
 * /admin/companies/:id/products/transactions/:transaction_uuid/revert and
 * /admin/revert/transaction/:transaction_uuid (issue 18): the revert of a whole transaction.
 */
import { H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { forbiddenMessage, messageForStatus } from '@console/schema';
import { RevertWizard } from '../../features/revert/components/RevertWizard.js';
import { mayRevert, revertActionOf } from '../../features/revert/mayRevert.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { useTransaction } from '../../features/transactions/hooks/useTransaction.js';
import { AppLink } from '../../kit/ui/AppLink.js';
import { transactionHref } from '../../kit/wizard/TaskSteps.js';

export function RevertTransactionRoute({ params }: { params: Record<string, string | undefined> }) {
  const uuid = params.transaction_uuid ?? '';
  const { user } = useSession();
  const { transaction: tx, error, notFound } = useTransaction(uuid);
  const code = tx?.company?.digit_code ?? params.id ?? null;
  const back = <AppLink href={transactionHref(uuid, code)}>Back to the transaction</AppLink>;
  if (error)
    return <NonIdealState icon="error" title={error.userMessage ?? messageForStatus(error.status)} action={back} />;
  if (notFound) return <NonIdealState icon="search" title="No such transaction" action={back} />;
  if (!tx || !user) return <Spinner aria-label="Loading the transaction" />;
  const action = revertActionOf(tx);
  return (
    <>
      <p>{back}</p>
      <H3>
        Revert transaction #{tx.id}: {tx.kind} of {tx.resource}
      </H3>
      {mayRevert(user.scope, tx) ? (
        <RevertWizard
          key={uuid}
          target={{ transaction_uuid: uuid }}
          userUuid={user.user_uuid}
          companyCode={code}
          title={`transaction #${tx.id} (${tx.kind} of ${tx.resource})`}
        />
      ) : (
        <NonIdealState
          icon="lock"
          title="Not allowed"
          description={action ? forbiddenMessage(action) : `A transaction of kind ${tx.kind} cannot be reverted.`}
        />
      )}
    </>
  );
}
