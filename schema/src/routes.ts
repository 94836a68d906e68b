/** The routes of §2, and the check that keeps post-login redirects internal (§5). */

export const ROUTES = {
  home: '/',
  companiesPublic: '/companies',
  invitations: '/invitations',
  invitation: (code: string) => `/invitations/${encodeURIComponent(code)}`,
  login: '/login',
  logout: '/logout',
  privacy: '/privacy',
  suggestBrowser: '/suggest-browser',
  suggestDesktop: '/suggest-desktop',
  passwordReset: '/passwords/reset',
  passwordResetToken: (token: string) => `/passwords/reset/${encodeURIComponent(token)}`,
  authorize: (token: string) => `/authorize/${encodeURIComponent(token)}`,
  options: '/options',
  adminUsers: '/admin/users',
  adminCategories: '/admin/categories',
  adminKeywords: '/admin/keywords',
  adminRetailers: '/admin/retailers',
  adminRules: '/admin/rules',
  adminRule: (id: string | number) => `/admin/rules/${id}`,
  adminRuleBusinessRules: (id: string | number) => `/admin/rules/${id}/business_rules`,
  adminCompanies: '/admin/companies',
  adminCompany: (digitCode: string) => `/admin/companies/${digitCode}`,
  adminTasks: '/admin/tasks',
  moduleDetails: (module: string, id: string | number) => `/admin/${module}/details/${id}`,
  moduleUpdate: (module: string, id: string | number) => `/admin/${module}/update/${id}`,
} as const;

/** Company sub-pages of §2, relative to /admin/companies/{id}. */
export const COMPANY_SUBPAGES = [
  'business_rules',
  'integrity_check',
  'listings',
  'options',
  'products',
  'rankings',
  'retailer_configs',
  'rules',
  'schedules',
  'skus',
  'products/compliance',
  'products/images',
  'products/product_groupings',
  'products/transactions',
  'skus/compliance/keywords',
  'skus/compliance/specs',
] as const;

/** Top navigation (§2). */
export const TOP_NAVIGATION = [
  { label: 'Companies', href: '/admin/companies' },
  { label: 'Retailers', href: '/admin/retailers' },
  { label: 'Keywords', href: '/admin/keywords' },
  { label: 'Categories', href: '/admin/categories' },
  { label: 'Business Rules', href: '/admin/rules' },
] as const;

/**
 * True when `target` is a safe internal path for a redirect (§5): it starts with a single `/`,
 * and neither it nor any decoding of it starts with `//` or `/\`, carries a scheme, or holds
 * control characters. Anything else must not be followed.
 */
export function isSafeInternalPath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  let current = target;
  // Decode repeatedly so that %2F%2F, %5C and double encodings are judged as a browser would.
  for (let i = 0; i < 5; i++) {
    if (!isSafeOnce(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

function isSafeOnce(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  if (/^\/+[a-z][a-z0-9+.-]*:/i.test(path)) return false;
  if (path.includes('\\')) return false;
  return true;
}
