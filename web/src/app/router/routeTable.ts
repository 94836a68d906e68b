/**
 * Every route of §2: path, title, layout, guards (§6) and its lazy component. To add a screen,
 * write `routes/<Name>Route.tsx` and point its entry here. Order matters: the first match wins.
 */
import { COMPANY_SUBPAGES, ROUTES } from '@console/schema';
import type { GuardName } from '@console/machines';
import { lazyRoute } from './lazyRoute.js';
import type { LazyRoute } from './lazyRoute.js';
import type { LayoutName, RouteDef } from './routeDef.js';

export type { LayoutName, RouteDef };

const staff: readonly GuardName[] = ['admin'];
const company: readonly GuardName[] = ['admin', 'validateCompany'];
const titleOf = (sub: string) =>
  sub
    .split('/')
    .map((part) => part.replace(/_/g, ' '))
    .join(' / ');

const def = (
  path: string,
  title: string,
  layout: LayoutName,
  guards: readonly GuardName[],
  route: LazyRoute,
): RouteDef => ({
  path,
  title,
  layout,
  guards,
  route,
});

// Product sub-pages and wizards (issue 6).
const productScreens: Partial<Record<string, LazyRoute>> = {
  products: lazyRoute(() =>
    import('../routes/CompanyProductsRoute.js').then((m) => ({ default: m.CompanyProductsRoute })),
  ),
  'products/images': lazyRoute(() =>
    import('../routes/CompanyProductImagesRoute.js').then((m) => ({ default: m.CompanyProductImagesRoute })),
  ),
  'products/product_groupings': lazyRoute(() =>
    import('../routes/CompanyProductGroupingsRoute.js').then((m) => ({ default: m.CompanyProductGroupingsRoute })),
  ),
  'products/compliance': lazyRoute(() =>
    import('../routes/CompanyProductComplianceRoute.js').then((m) => ({ default: m.CompanyProductComplianceRoute })),
  ),
};
// Company overview and sub-pages (issue 5: company module; SRP is a tab of rankings).
const companyScreens: Partial<Record<string, LazyRoute>> = {
  business_rules: lazyRoute(() =>
    import('../routes/CompanyBusinessRulesRoute.js').then((m) => ({ default: m.CompanyBusinessRulesRoute })),
  ),
  integrity_check: lazyRoute(() =>
    import('../routes/CompanyIntegrityRoute.js').then((m) => ({ default: m.CompanyIntegrityRoute })),
  ),
  listings: lazyRoute(() =>
    import('../routes/CompanyListingsRoute.js').then((m) => ({ default: m.CompanyListingsRoute })),
  ),
  options: lazyRoute(() =>
    import('../routes/CompanyOptionsRoute.js').then((m) => ({ default: m.CompanyOptionsRoute })),
  ),
  rankings: lazyRoute(() =>
    import('../routes/CompanyRankingsRoute.js').then((m) => ({ default: m.CompanyRankingsRoute })),
  ),
  retailer_configs: lazyRoute(() =>
    import('../routes/CompanyRetailerConfigsRoute.js').then((m) => ({ default: m.CompanyRetailerConfigsRoute })),
  ),
  rules: lazyRoute(() => import('../routes/CompanyRulesRoute.js').then((m) => ({ default: m.CompanyRulesRoute }))),
  schedules: lazyRoute(() =>
    import('../routes/CompanySchedulesRoute.js').then((m) => ({ default: m.CompanySchedulesRoute })),
  ),
  skus: lazyRoute(() => import('../routes/CompanySkusRoute.js').then((m) => ({ default: m.CompanySkusRoute }))),
  'skus/compliance/keywords': lazyRoute(() =>
    import('../routes/CompanySkuKeywordsRoute.js').then((m) => ({ default: m.CompanySkuKeywordsRoute })),
  ),
  'skus/compliance/specs': lazyRoute(() =>
    import('../routes/CompanySkuSpecsRoute.js').then((m) => ({ default: m.CompanySkuSpecsRoute })),
  ),
};
/** The screen of a company sub-page; a sub-page of §2 without one is a build fault, found at start. */
function subpageScreen(sub: string): LazyRoute {
  const route = productScreens[sub] ?? companyScreens[sub];
  if (!route) throw new Error(`route table: no screen for the company sub-page "${sub}"`);
  return route;
}
const bulkScreen = lazyRoute(() => import('../routes/BulkRoute.js').then((m) => ({ default: m.BulkRoute })));

// Time travel and revert (issue 18): their own chunks, so the initial bundle does not grow.
const revertTransactionScreen = lazyRoute(() =>
  import('../routes/RevertTransactionRoute.js').then((m) => ({ default: m.RevertTransactionRoute })),
);

const companyPages: RouteDef[] = [
  {
    ...def(
      '/admin/companies/:id/retailer_configs/dissociate',
      'Dissociate a retailer',
      'default',
      company,
      lazyRoute(() => import('../routes/DissociationRoute.js').then((m) => ({ default: m.DissociationRoute }))),
    ),
    needs: 'dissociationPreview',
  },
  def(
    '/admin/companies/:id/products/transactions',
    'Company products / transactions',
    'default',
    company,
    lazyRoute(() =>
      import('../routes/CompanyTransactionsRoute.js').then((m) => ({ default: m.CompanyTransactionsRoute })),
    ),
  ),
  // Fixed sub-pages first, so that skus/compliance/keywords is not read as skus/{business_rule_def}.
  // products/transactions has its own entry above (a list with a detail route beside it).
  ...COMPANY_SUBPAGES.filter((sub) => sub !== 'products/transactions').map((sub) =>
    def(
      `/admin/companies/:id/${sub}`,
      `Company ${titleOf(sub)}`,
      'default',
      sub === 'options' ? [...company, 'validateOptionsPageAccess'] : company,
      subpageScreen(sub),
    ),
  ),
  def(
    '/admin/companies/:id/products/transactions/:transaction_uuid/revert',
    'Revert a transaction',
    'default',
    company,
    revertTransactionScreen,
  ),
  def(
    '/admin/companies/:id/products/transactions/:transaction_uuid',
    'Company product transaction',
    'default',
    company,
    lazyRoute(() =>
      import('../routes/CompanyTransactionRoute.js').then((m) => ({ default: m.CompanyTransactionRoute })),
    ),
  ),
  def(
    '/admin/companies/:id/skus/:business_rule_def',
    'Company SKUs by rule',
    'default',
    company,
    lazyRoute(() => import('../routes/CompanySkuRuleRoute.js').then((m) => ({ default: m.CompanySkuRuleRoute }))),
  ),
  def(
    '/admin/companies/:id/rules/:business_rule_def/business_rules',
    'Company rule business rules',
    'default',
    company,
    lazyRoute(() =>
      import('../routes/CompanyRuleBusinessRulesRoute.js').then((m) => ({ default: m.CompanyRuleBusinessRulesRoute })),
    ),
  ),
  def(
    '/admin/companies/:id/rules/:business_rule_def',
    'Company rule',
    'default',
    company,
    lazyRoute(() => import('../routes/CompanyRuleRoute.js').then((m) => ({ default: m.CompanyRuleRoute }))),
  ),
  def(
    '/admin/companies/:id',
    'Company',
    'default',
    company,
    lazyRoute(() => import('../routes/CompanyOverviewRoute.js').then((m) => ({ default: m.CompanyOverviewRoute }))),
  ),
];

export const ROUTE_TABLE: readonly RouteDef[] = [
  def(
    ROUTES.home,
    'Home',
    'default',
    [],
    lazyRoute(() => import('../routes/HomeRoute.js').then((m) => ({ default: m.HomeRoute }))),
  ),
  def(
    ROUTES.companiesPublic,
    'Companies',
    'default',
    ['authenticated'],
    lazyRoute(() => import('../routes/CompaniesRoute.js').then((m) => ({ default: m.CompaniesRoute }))),
  ),
  def(
    ROUTES.login,
    'Sign in',
    'auth',
    ['guest'],
    lazyRoute(() => import('../routes/LoginRoute.js').then((m) => ({ default: m.LoginRoute }))),
  ),
  def(
    ROUTES.logout,
    'Sign out',
    'empty',
    [],
    lazyRoute(() => import('../routes/LogoutRoute.js').then((m) => ({ default: m.LogoutRoute }))),
  ),
  def(
    ROUTES.privacy,
    'Privacy policy',
    'auth',
    ['authenticated'],
    lazyRoute(() => import('../routes/PrivacyRoute.js').then((m) => ({ default: m.PrivacyRoute }))),
  ),
  def(
    ROUTES.passwordReset,
    'Reset password',
    'auth',
    [],
    lazyRoute(() => import('../routes/PasswordResetRoute.js').then((m) => ({ default: m.PasswordResetRoute }))),
  ),
  def(
    '/passwords/reset/:token',
    'Choose a new password',
    'auth',
    [],
    lazyRoute(() =>
      import('../routes/PasswordResetTokenRoute.js').then((m) => ({ default: m.PasswordResetTokenRoute })),
    ),
  ),
  def(
    ROUTES.invitations,
    'Invitations',
    'default',
    ['owner'],
    lazyRoute(() => import('../routes/InvitationsRoute.js').then((m) => ({ default: m.InvitationsRoute }))),
  ),
  def(
    '/invitations/:code',
    'Accept invitation',
    'auth',
    [],
    lazyRoute(() => import('../routes/InvitationRoute.js').then((m) => ({ default: m.InvitationRoute }))),
  ),
  def(
    '/authorize/:token',
    'Authorize',
    'auth',
    [],
    lazyRoute(() => import('../routes/AuthorizeRoute.js').then((m) => ({ default: m.AuthorizeRoute }))),
  ),
  def(
    ROUTES.suggestBrowser,
    'Unsupported browser',
    'auth',
    [],
    lazyRoute(() => import('../routes/SuggestBrowserRoute.js').then((m) => ({ default: m.SuggestBrowserRoute }))),
  ),
  def(
    ROUTES.suggestDesktop,
    'Use a desktop',
    'auth',
    [],
    lazyRoute(() => import('../routes/SuggestDesktopRoute.js').then((m) => ({ default: m.SuggestDesktopRoute }))),
  ),
  def(
    ROUTES.options,
    'Options',
    'default',
    ['authenticated', 'validateOptionsPageAccess'],
    lazyRoute(() => import('../routes/OptionsRoute.js').then((m) => ({ default: m.OptionsRoute }))),
  ),
  def(
    ROUTES.adminUsers,
    'Users',
    'default',
    ['adminOrOwner'],
    lazyRoute(() => import('../routes/AdminUsersRoute.js').then((m) => ({ default: m.AdminUsersRoute }))),
  ),
  // Before the generic update route: a user's "update" is a role change, which is the owner's alone.
  def(
    '/admin/users/update/:id',
    'Change roles',
    'default',
    ['owner'],
    lazyRoute(() => import('../routes/AdminUserRolesRoute.js').then((m) => ({ default: m.AdminUserRolesRoute }))),
  ),
  def(
    ROUTES.adminCategories,
    'Categories',
    'default',
    staff,
    lazyRoute(() => import('../routes/AdminCategoriesRoute.js').then((m) => ({ default: m.AdminCategoriesRoute }))),
  ),
  def(
    ROUTES.adminKeywords,
    'Keywords',
    'default',
    staff,
    lazyRoute(() => import('../routes/AdminKeywordsRoute.js').then((m) => ({ default: m.AdminKeywordsRoute }))),
  ),
  def(
    ROUTES.adminRetailers,
    'Retailers',
    'default',
    staff,
    lazyRoute(() => import('../routes/AdminRetailersRoute.js').then((m) => ({ default: m.AdminRetailersRoute }))),
  ),
  def(
    ROUTES.adminRules,
    'Business Rules',
    'default',
    staff,
    lazyRoute(() => import('../routes/AdminRulesRoute.js').then((m) => ({ default: m.AdminRulesRoute }))),
  ),
  def(
    '/admin/rules/:id/business_rules',
    'Business rule definition rules',
    'default',
    staff,
    lazyRoute(() =>
      import('../routes/AdminRuleBusinessRulesRoute.js').then((m) => ({ default: m.AdminRuleBusinessRulesRoute })),
    ),
  ),
  def(
    '/admin/rules/:id',
    'Business rule definition',
    'default',
    staff,
    lazyRoute(() => import('../routes/AdminRuleRoute.js').then((m) => ({ default: m.AdminRuleRoute }))),
  ),
  def(
    ROUTES.adminCompanies,
    'Companies',
    'default',
    staff,
    lazyRoute(() => import('../routes/AdminCompaniesRoute.js').then((m) => ({ default: m.AdminCompaniesRoute }))),
  ),
  ...companyPages,
  def('/admin/revert/transaction/:transaction_uuid', 'Revert a transaction', 'default', staff, revertTransactionScreen),
  def(
    '/admin/revert/:module/:uuid/:version/:mode',
    'Revert a change',
    'default',
    staff,
    lazyRoute(() => import('../routes/RevertRecordRoute.js').then((m) => ({ default: m.RevertRecordRoute }))),
  ),
  def(
    '/admin/deleted/:module',
    'Deleted records',
    'default',
    staff,
    lazyRoute(() => import('../routes/DeletedRecordsRoute.js').then((m) => ({ default: m.DeletedRecordsRoute }))),
  ),
  // Before the generic details route: a transaction is shown with its changes and its revert.
  def(
    '/admin/transactions/details/:transaction_uuid',
    'Transaction',
    'default',
    staff,
    lazyRoute(() =>
      import('../routes/TransactionDetailsRoute.js').then((m) => ({ default: m.TransactionDetailsRoute })),
    ),
  ),
  def(
    '/admin/tasks/details/:id',
    'Task',
    'default',
    staff,
    lazyRoute(() => import('../routes/TaskDetailsRoute.js').then((m) => ({ default: m.TaskDetailsRoute }))),
  ),
  def(
    '/admin/:module/details/:id',
    'Details',
    'default',
    staff,
    lazyRoute(() => import('../routes/ModuleDetailsRoute.js').then((m) => ({ default: m.ModuleDetailsRoute }))),
  ),
  def(
    '/admin/:module/update/:id',
    'Update',
    'default',
    staff,
    lazyRoute(() => import('../routes/ModuleUpdateRoute.js').then((m) => ({ default: m.ModuleUpdateRoute }))),
  ),
  def(
    ROUTES.adminTasks,
    'Tasks',
    'default',
    staff,
    lazyRoute(() => import('../routes/AdminTasksRoute.js').then((m) => ({ default: m.AdminTasksRoute }))),
  ),
  { ...def('/admin/bulk', 'Bulk upsert', 'default', staff, bulkScreen), needs: 'bulk' },
  { ...def('/admin/bulk/:resource', 'Bulk upsert', 'default', staff, bulkScreen), needs: 'bulk' },
];
