/** Context, events and actor contracts of the dissociation wizard (§3, §7, DESIGN §3). */
import type {
  DissociationApplyRequest,
  DissociationRequest,
  METRICS,
  PreviewResult,
  PreviewRow,
} from '@console/schema';
import type { MovedRow, WizardStepEvent } from '../bulkWizard/types.js';
import type { TaskRefInput, TaskUpdate, WizardFailure } from '../taskMonitor/taskWatch.js';
import type { TaskWatchEvent } from '../taskMonitor/taskProgressStates.js';

/** One of the metrics a company tracks at a retailer. */
export type MetricName = (typeof METRICS)[number];

/** `request` of POST /backend/cms/dissociate_company_retailer_preview (version 1.0, §7), as schema/ declares it. */
export type { DissociationRequest };
/**
 * Input of the `preview` actor: the request. Output: a preview whose rows are the records that would go
 * (outcome `delete`).
 */
export type DissociationPreviewInput = DissociationRequest;
export type DissociationPreviewOutput = PreviewResult;
/** Input of the `apply` actor: the same request bound to its preview (dissociationApplyBodySchema). */
export type DissociationApplyInput = DissociationApplyRequest;
/**
 * Output of the `apply` actor: the task that removes it. A 409 rejects with `{status: 409, message, rows:
 * MovedRow[]}`.
 */
export interface DissociationApplyOutput {
  task_uuid: string;
  status: TaskUpdate['status'];
}

/** What would go for one metric, counted per kind of record (schedules, rankings, listings, SKUs, metric data). */
export interface MetricImpact {
  metric: string;
  total: number;
  byResource: Record<string, number>;
  rows: PreviewRow[];
}

export interface CompanyChoice {
  digit_code: string;
  name?: string | null;
}

export interface DissociationContext {
  user_uuid: string;
  /** From `can(scope, 'dissociationApply')`: ops may preview, apply needs admin, superadmin or owner. */
  canApply: boolean;
  company: CompanyChoice | null;
  retailer_url: string | null;
  metrics: MetricName[];
  preview: PreviewResult | null;
  /** What the user typed to confirm: must equal the company's digit code. */
  typed: string;
  conflict: MovedRow[] | null;
  task: TaskUpdate | null;
  failure: WizardFailure | null;
}

export interface DissociationInput {
  user_uuid: string;
  /** The signed-in user's scope (role names). */
  scope: readonly string[];
  /** Start with the company of the current route picked. */
  company?: CompanyChoice;
}

export type DissociationEvent =
  | { type: 'company.select'; company: CompanyChoice }
  | { type: 'retailer.select'; retailer_url: string }
  | { type: 'metrics.toggle'; metric: MetricName }
  | { type: 'metrics.set'; metrics: MetricName[] }
  | { type: 'confirm.type'; text: string }
  | WizardStepEvent
  | TaskWatchEvent;

export type { TaskRefInput };
