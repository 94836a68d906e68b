/**
 * Product-SKU editing (§3): unsaved brand changes and unsaved product-group changes, combined
 * in one unsaved-data indicator (tag `unsaved`), the current selected step, and loading flags
 * for the details and the download status. Calls are named actors the web app supplies.
 */
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { failureOf, type WizardFailure } from '../taskMonitor/taskWatch.js';

/** Default steps of the editing screen; a screen may pass its own. */
export const PRODUCT_SKU_STEPS = ['skus', 'brands', 'product_groups', 'review'] as const;

/** SKU id -> new value (null clears it). */
export type SkuChanges = Record<string, string | null>;

/** Input of the `saveChanges` actor: brand digit codes and product-group names per SKU id. */
export interface SaveProductSkuChangesInput {
  company_digit_code: string;
  brands: SkuChanges;
  productGroups: SkuChanges;
}
/** Input of the `loadDetails` and `loadDownloadStatus` actors. */
export interface ProductSkuCompanyInput {
  company_digit_code: string;
}

export interface ProductSkuEditingContext {
  company_digit_code: string;
  steps: readonly string[];
  currentStep: string;
  brandChanges: SkuChanges;
  productGroupChanges: SkuChanges;
  /** What `loadDetails` answered (its shape is the web app's). */
  details: unknown;
  /** What `loadDownloadStatus` answered. */
  downloadStatus: unknown;
  loading: { details: boolean; downloadStatus: boolean };
  failure: WizardFailure | null;
}

export interface ProductSkuEditingInput {
  company_digit_code: string;
  steps?: readonly string[];
  /** Start on this step (e.g. from the URL). */
  step?: string;
}

export type ProductSkuEditingEvent =
  | { type: 'brand.change'; skuId: string; brand: string | null }
  | { type: 'brand.revert'; skuId: string }
  | { type: 'productGroup.change'; skuId: string; productGroup: string | null }
  | { type: 'productGroup.revert'; skuId: string }
  | { type: 'changes.save' }
  | { type: 'changes.discard' }
  | { type: 'step.select'; step: string }
  | { type: 'step.next' }
  | { type: 'step.prev' }
  | { type: 'details.load' }
  | { type: 'download.check' }
  | { type: 'wizard.retry' };

const without = (changes: SkuChanges, skuId: string): SkuChanges => {
  const { [skuId]: _gone, ...rest } = changes;
  return rest;
};
const hasChanges = (c: ProductSkuEditingContext) =>
  Object.keys(c.brandChanges).length + Object.keys(c.productGroupChanges).length > 0;
const stepAt = (c: ProductSkuEditingContext, delta: number) =>
  c.steps[Math.min(c.steps.length - 1, Math.max(0, c.steps.indexOf(c.currentStep) + delta))] ?? c.currentStep;

const notProvided = (name: string) => () => {
  throw new Error(`The ${name} actor must be provided by the app (machine.provide).`);
};

export const productSkuEditingMachine = setup({
  types: {
    context: {} as ProductSkuEditingContext,
    events: {} as ProductSkuEditingEvent,
    input: {} as ProductSkuEditingInput,
  },
  actors: {
    saveChanges: fromPromise<unknown, SaveProductSkuChangesInput>(notProvided('saveChanges')),
    loadDetails: fromPromise<unknown, ProductSkuCompanyInput>(notProvided('loadDetails')),
    loadDownloadStatus: fromPromise<unknown, ProductSkuCompanyInput>(notProvided('loadDownloadStatus')),
  },
  guards: {
    hasChanges: ({ context }) => hasChanges(context),
    noChanges: ({ context }) => !hasChanges(context),
  },
  actions: {
    changeBrand: assign({
      brandChanges: ({ context, event }) =>
        event.type === 'brand.change' ? { ...context.brandChanges, [event.skuId]: event.brand } : context.brandChanges,
    }),
    revertBrand: assign({
      brandChanges: ({ context, event }) =>
        event.type === 'brand.revert' ? without(context.brandChanges, event.skuId) : context.brandChanges,
    }),
    changeGroup: assign({
      productGroupChanges: ({ context, event }) =>
        event.type === 'productGroup.change'
          ? { ...context.productGroupChanges, [event.skuId]: event.productGroup }
          : context.productGroupChanges,
    }),
    revertGroup: assign({
      productGroupChanges: ({ context, event }) =>
        event.type === 'productGroup.revert'
          ? without(context.productGroupChanges, event.skuId)
          : context.productGroupChanges,
    }),
    clearChanges: assign({ brandChanges: {}, productGroupChanges: {} }),
  },
}).createMachine({
  id: 'productSkuEditing',
  type: 'parallel',
  context: ({ input }) => {
    const steps = input.steps && input.steps.length > 0 ? input.steps : PRODUCT_SKU_STEPS;
    return {
      company_digit_code: input.company_digit_code,
      steps,
      currentStep: input.step && steps.includes(input.step) ? input.step : (steps[0] as string),
      brandChanges: {},
      productGroupChanges: {},
      details: null,
      downloadStatus: null,
      loading: { details: false, downloadStatus: false },
      failure: null,
    };
  },
  on: {
    'step.select': {
      guard: ({ context, event }) => context.steps.includes(event.step),
      actions: assign({ currentStep: ({ event }) => event.step }),
    },
    'step.next': { actions: assign({ currentStep: ({ context }) => stepAt(context, 1) }) },
    'step.prev': { actions: assign({ currentStep: ({ context }) => stepAt(context, -1) }) },
  },
  states: {
    edits: {
      initial: 'clean',
      states: {
        clean: {
          on: {
            'brand.change': { target: 'dirty', actions: 'changeBrand' },
            'productGroup.change': { target: 'dirty', actions: 'changeGroup' },
          },
        },
        dirty: {
          tags: ['unsaved', 'editable'],
          always: { guard: 'noChanges', target: 'clean' },
          on: {
            'brand.change': { actions: 'changeBrand' },
            'brand.revert': { actions: 'revertBrand' },
            'productGroup.change': { actions: 'changeGroup' },
            'productGroup.revert': { actions: 'revertGroup' },
            'changes.save': 'saving',
            'changes.discard': { target: 'clean', actions: 'clearChanges' },
          },
        },
        saving: {
          tags: ['unsaved', 'busy'],
          invoke: {
            id: 'saveChanges',
            src: 'saveChanges',
            input: ({ context }) => ({
              company_digit_code: context.company_digit_code,
              brands: context.brandChanges,
              productGroups: context.productGroupChanges,
            }),
            // The saved values come back with the details: without a reload the screen would show the old ones.
            onDone: {
              target: 'clean',
              actions: ['clearChanges', assign({ failure: null }), raise({ type: 'details.load' })],
            },
            // The changes stay: nothing typed is lost on a failure (DESIGN §7).
            onError: { target: 'saveFailed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
        saveFailed: {
          tags: ['unsaved', 'editable'],
          on: {
            'wizard.retry': 'saving',
            'changes.save': 'saving',
            'changes.discard': { target: 'clean', actions: 'clearChanges' },
            'brand.change': { target: 'dirty', actions: 'changeBrand' },
            'brand.revert': { target: 'dirty', actions: 'revertBrand' },
            'productGroup.change': { target: 'dirty', actions: 'changeGroup' },
            'productGroup.revert': { target: 'dirty', actions: 'revertGroup' },
          },
        },
      },
    },
    details: {
      initial: 'idle',
      states: {
        idle: { on: { 'details.load': 'loading' } },
        loading: {
          tags: ['busy'],
          entry: assign({ loading: ({ context }) => ({ ...context.loading, details: true }) }),
          exit: assign({ loading: ({ context }) => ({ ...context.loading, details: false }) }),
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            input: ({ context }) => ({ company_digit_code: context.company_digit_code }),
            onDone: { target: 'loaded', actions: assign({ details: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
        loaded: { on: { 'details.load': 'loading' } },
        failed: { on: { 'details.load': 'loading' } },
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: { on: { 'download.check': 'loading' } },
        loading: {
          entry: assign({ loading: ({ context }) => ({ ...context.loading, downloadStatus: true }) }),
          exit: assign({ loading: ({ context }) => ({ ...context.loading, downloadStatus: false }) }),
          invoke: {
            id: 'loadDownloadStatus',
            src: 'loadDownloadStatus',
            input: ({ context }) => ({ company_digit_code: context.company_digit_code }),
            onDone: { target: 'loaded', actions: assign({ downloadStatus: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
        loaded: { on: { 'download.check': 'loading' } },
        failed: { on: { 'download.check': 'loading' } },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof productSkuEditingMachine>;
/** Unsaved brand changes. */
export const hasUnsavedBrandChanges = (s: Snapshot): boolean => Object.keys(s.context.brandChanges).length > 0;
/** Unsaved product-group changes. */
export const hasUnsavedProductGroupChanges = (s: Snapshot): boolean =>
  Object.keys(s.context.productGroupChanges).length > 0;
/** The one unsaved-data indicator of §3: either kind of change not yet saved. */
export const hasUnsavedData = (s: Snapshot): boolean => s.hasTag('unsaved');
