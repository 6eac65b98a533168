import { describe, expect, it, vi } from 'vitest';
import { confirmTrialCard, type SetupConfirmer } from './confirm-trial.ts';

describe('confirmTrialCard', () => {
  it('confirms the setup with the elements, returning to /trial-success only when a redirect is needed', async () => {
    const confirmSetup = vi.fn<SetupConfirmer['confirmSetup']>().mockResolvedValue({});
    const elements = { kind: 'elements' };
    expect(await confirmTrialCard({ confirmSetup }, elements, 'https://fit.example')).toEqual({ ok: true });
    expect(confirmSetup).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'https://fit.example/trial-success' },
      redirect: 'if_required',
    });
  });

  it("answers the provider's message when the card is declined", async () => {
    const stripe: SetupConfirmer = {
      confirmSetup: async () => ({ error: { message: 'Your card was declined.' } }),
    };
    expect(await confirmTrialCard(stripe, {}, 'https://fit.example')).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
  });

  it('does not call Stripe before Stripe.js and the form are ready', async () => {
    expect((await confirmTrialCard(null, {}, 'x')).ok).toBe(false);
    const confirmSetup = vi.fn();
    expect((await confirmTrialCard({ confirmSetup }, null, 'x')).ok).toBe(false);
    expect(confirmSetup).not.toHaveBeenCalled();
  });
});
