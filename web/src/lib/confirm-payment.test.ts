import { describe, expect, it, vi } from 'vitest';
import { confirmOneTimePayment, type PaymentConfirmer } from './confirm-payment.ts';

describe('confirmOneTimePayment', () => {
  it('confirms with the elements and names where a redirect returns', async () => {
    const confirmPayment = vi.fn<PaymentConfirmer['confirmPayment']>().mockResolvedValue({});
    const elements = {};
    expect(
      await confirmOneTimePayment({ confirmPayment }, elements, 'https://fit.example/trainers/7'),
    ).toEqual({
      ok: true,
    });
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'https://fit.example/trainers/7' },
      redirect: 'if_required',
    });
  });

  it("passes the provider's failure message on, for the Payment Failed toast", async () => {
    const stripe: PaymentConfirmer = {
      confirmPayment: async () => ({ error: { message: 'Insufficient funds.' } }),
    };
    expect(await confirmOneTimePayment(stripe, {}, 'https://fit.example/')).toEqual({
      ok: false,
      message: 'Insufficient funds.',
    });
  });

  it('waits for Stripe.js and the form', async () => {
    expect((await confirmOneTimePayment(null, {}, 'x')).ok).toBe(false);
  });
});
