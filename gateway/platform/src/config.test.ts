import { describe, expect, it } from 'vitest';
import { platformConfig } from './config.js';

const withEnv = (env: Record<string, string | undefined>) => {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    return platformConfig();
  } finally {
    process.env = saved;
  }
};

describe('session settings', () => {
  it('are 30 minutes idle and 12 hours in all by default, in seconds', () => {
    const config = withEnv({
      SESSION_IDLE_SECONDS: undefined,
      SESSION_IDLE_MINUTES: undefined,
      SESSION_ABSOLUTE_SECONDS: undefined,
      SESSION_ABSOLUTE_HOURS: undefined,
    });
    expect([config.sessionIdleSeconds, config.sessionAbsoluteSeconds]).toEqual([1800, 43_200]);
  });

  it('take minutes and hours as before, and seconds first when given', () => {
    expect(
      withEnv({
        SESSION_IDLE_MINUTES: '5',
        SESSION_ABSOLUTE_HOURS: '2',
        SESSION_IDLE_SECONDS: undefined,
        SESSION_ABSOLUTE_SECONDS: undefined,
      }),
    ).toMatchObject({ sessionIdleSeconds: 300, sessionAbsoluteSeconds: 7200 });
    expect(
      withEnv({ SESSION_IDLE_MINUTES: '5', SESSION_IDLE_SECONDS: '2', SESSION_ABSOLUTE_SECONDS: '3' }),
    ).toMatchObject({ sessionIdleSeconds: 2, sessionAbsoluteSeconds: 3 });
  });

  it('refuse a value that is not a positive number, naming the variable', () => {
    expect(() => withEnv({ SESSION_IDLE_SECONDS: 'soon' })).toThrow(/SESSION_IDLE_SECONDS must be a positive number/);
    expect(() => withEnv({ SESSION_IDLE_SECONDS: undefined, SESSION_IDLE_MINUTES: '0' })).toThrow(
      /SESSION_IDLE_MINUTES/,
    );
  });
});

describe('the development outbox', () => {
  it('is off when NODE_ENV is production', () => {
    expect(withEnv({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(withEnv({ NODE_ENV: 'development' }).devOutbox).toBe(true);
  });
});
