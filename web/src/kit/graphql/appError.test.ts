import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { MESSAGES, messageForStatus } from '@console/schema';
import { toAppError } from './appError.js';
import { LiveError } from '../live/liveLink.js';

describe('toAppError', () => {
  it(
    'words a query the gateway could not answer for want of the platform ' +
      "(503) with the platform message, not §8's no-connection one",
    () => {
      const graphql = toAppError(
        new CombinedGraphQLErrors({
          errors: [
            { message: MESSAGES.platformUnavailable, extensions: { code: 'PLATFORM_UNAVAILABLE', status: 503 } },
          ],
        }),
      );
      expect(graphql).toMatchObject({ status: 503, userMessage: MESSAGES.platformUnavailable });
      const server = toAppError(
        new ServerError('Service Unavailable', { response: new Response('', { status: 503 }), bodyText: '' }),
      );
      expect(server.status).toBe(503);
      expect(messageForStatus(server.status)).toBe(MESSAGES.platformUnavailable);
    },
  );

  it(
    'keeps the status of a failed subscription of the live ' + 'connection: 0 when the console itself was not reached',
    () => {
      expect(toAppError(new LiveError({ status: 0, message: 'Failed to fetch' })).status).toBe(0);
      expect(toAppError(new LiveError({ status: 403, message: 'Server responded with 403' })).status).toBe(403);
      expect(messageForStatus(toAppError(new LiveError({ status: 0, message: 'x' })).status)).toBe(
        MESSAGES.noConnection,
      );
    },
  );

  it("adds the reason to §8's 400 message, so a bad id or filter says what to fix", () => {
    const error = toAppError(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: MESSAGES.badRequest,
            extensions: {
              code: 'BAD_REQUEST',
              status: 400,
              reason: 'Page must be a whole number, got "x"',
              field: 'page',
            },
          },
        ],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      userMessage: `${MESSAGES.badRequest} Page must be a whole number, got "x"`,
    });
  });
});
