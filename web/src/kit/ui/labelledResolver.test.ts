import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { gdprSettingsSchema } from '@console/schema';
import { labelledResolver } from './labelledResolver.js';

describe('labelledResolver', () => {
  it("words a form model's messages by field label, nested ones included", async () => {
    const resolve = labelledResolver(zodResolver(gdprSettingsSchema));
    const result = await resolve(
      { settings: { retention_days: 3, anonymise_exports: false, contact_email: 'nope' } },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const settings = result.errors.settings as Record<string, { message?: string }>;
    expect(settings.retention_days?.message).toBe('Retention days must be 30 or more');
    expect(settings.contact_email?.message).toBe('Contact email must be an e-mail address');
    const flat = labelledResolver(zodResolver(z.object({ password: z.string().min(10) })));
    const answer = await flat({ password: 'short' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(answer.errors.password?.message).toBe('Password must be at least 10 characters');
  });
});
