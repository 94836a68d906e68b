/**
 * The error catalogue of the specification (§8), word for word. Nothing else may spell these.
 */
export const MESSAGES = {
  notFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
  loginFailed: 'Your e-mail/password combination does not match.',
  noConnection: 'No internet connection found. Please check your connection and try again.',
  /**
   * The gateway cannot reach the platform (status 503, code PLATFORM_UNAVAILABLE): not §8's
   * no-connection message, which sends users to check their own network (issue 14).
   */
  platformUnavailable:
    'The platform is not answering right now. The console keeps trying; please try again in a moment.',
  badRequest: 'The operation failed due to a bad request.',
  unauthorized: 'Unauthorized access.',
  serverError: 'An internal server error occurred. Please contact your site administrator.',
  privacyNotRead: 'Please read privacy policy.',
  backHome: 'Back to the home page',
  errorPageDefault: 'Error',
} as const;

/** "Company ({id}) does not exist!" (§5, §8). */
export const companyDoesNotExist = (id: string | number): string => `Company (${id}) does not exist!`;
/** '404: page "/options" not found!' (§5, §8). */
export const OPTIONS_PAGE_DENIED = '404: page "/options" not found!';

/** Default status of the error page (§2). */
export const DEFAULT_ERROR_STATUS = 500;

/**
 * The catalogue message for an HTTP status (§8). Status 0 means the platform could not be reached.
 * A login 400 has its own message; other statuses fall back to the 500 message.
 */
export function messageForStatus(status: number, context: 'login' | 'default' = 'default'): string {
  if (status === 0) return MESSAGES.noConnection;
  if (status === 503) return MESSAGES.platformUnavailable;
  if (status === 400) return context === 'login' ? MESSAGES.loginFailed : MESSAGES.badRequest;
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 404) return MESSAGES.notFound;
  return MESSAGES.serverError;
}

/**
 * Generic error status (§8): from the error, its status, or the response status, defaulting to 500.
 */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.status, e.statusCode, e.response?.status]) {
      if (typeof candidate === 'number' && Number.isInteger(candidate)) return candidate;
    }
  }
  return DEFAULT_ERROR_STATUS;
}
