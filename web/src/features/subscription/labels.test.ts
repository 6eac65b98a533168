import type { Subscription } from '@contract/subscription.ts';
import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  longDate,
  settingsBanner,
  settingsStatus,
  subscriptionActions,
  subscriptionLabel,
} from './labels.ts';

const base: Subscription = {
  subscriptionStatus: 'free_trial',
  isActive: false,
  isFreeTrialActive: true,
  hasPremium: true,
  daysRemaining: 7,
  subscriptionStartDate: '2026-11-24T10:00:00.000Z',
  lastPaymentDate: null,
  trialEndsAt: '2026-12-01T10:00:00.000Z',
  currentPeriodEnd: '2026-12-01T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  billedByStripe: false,
  memberSince: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('subscription status labels', () => {
  it('labels active Premium, expired Expired, inactive Inactive, anything else Unknown', () => {
    expect(subscriptionLabel({ subscriptionStatus: 'active', isFreeTrialActive: false })).toBe('Premium');
    expect(subscriptionLabel({ subscriptionStatus: 'expired', isFreeTrialActive: false })).toBe('Expired');
    expect(subscriptionLabel({ subscriptionStatus: 'inactive', isFreeTrialActive: false })).toBe('Inactive');
    expect(subscriptionLabel({ subscriptionStatus: 'free_trial', isFreeTrialActive: false })).toBe('Unknown');
    expect(subscriptionLabel({ subscriptionStatus: 'paused' as never, isFreeTrialActive: false })).toBe(
      'Unknown',
    );
  });

  it('lets an active free trial override the label', () => {
    expect(subscriptionLabel({ subscriptionStatus: 'free_trial', isFreeTrialActive: true })).toBe(
      'Free Trial',
    );
    expect(subscriptionLabel({ subscriptionStatus: 'expired', isFreeTrialActive: true })).toBe('Free Trial');
  });

  it('describes the four settings values and shows any other raw', () => {
    expect(settingsStatus('active').badge).toBe('Active');
    expect(settingsStatus('free_trial').badge).toBe('Free Trial');
    expect(settingsStatus('expired').badge).toBe('Expired');
    expect(settingsStatus('inactive').badge).toBe('Inactive');
    expect(settingsStatus('trialing_v2')).toMatchObject({ badge: 'trialing_v2' });
  });

  it('gives the banner of each status: Upgrade Now, Renew Subscription, Manage Subscription', () => {
    expect(settingsBanner('free_trial')?.action).toBe('Upgrade Now');
    expect(settingsBanner('expired')?.action).toBe('Renew Subscription');
    expect(settingsBanner('active')?.action).toBe('Manage Subscription');
    expect(settingsBanner('inactive')).toBeUndefined();
  });
});

describe('dates and days', () => {
  it('writes long US dates, or N/A', () => {
    expect(longDate('2026-11-24T12:00:00.000Z')).toBe('November 24, 2026');
    expect(longDate(null)).toBe('N/A');
    expect(longDate('not a date')).toBe('N/A');
  });

  it('counts days left', () => {
    expect(daysLeft(7)).toBe('7 days left');
    expect(daysLeft(1)).toBe('1 day left');
  });
});

describe('subscription page actions', () => {
  it('offers subscribe and cancel on a trial, cancel on a Stripe subscription, reactivate when over', () => {
    expect(subscriptionActions(base)).toEqual({
      subscribe: true,
      reactivate: false,
      cancel: true,
      resume: false,
    });
    const active = {
      ...base,
      subscriptionStatus: 'active',
      isActive: true,
      isFreeTrialActive: false,
      billedByStripe: true,
    } as const;
    expect(subscriptionActions(active)).toEqual({
      subscribe: false,
      reactivate: false,
      cancel: true,
      resume: false,
    });
    const cancelled = { ...active, cancelAtPeriodEnd: true };
    expect(subscriptionActions(cancelled)).toMatchObject({ cancel: false, resume: true });
    const expired = {
      ...base,
      subscriptionStatus: 'expired',
      isFreeTrialActive: false,
      hasPremium: false,
    } as const;
    expect(subscriptionActions(expired)).toEqual({
      subscribe: false,
      reactivate: true,
      cancel: false,
      resume: false,
    });
  });
});
