import type { Subscription } from '@contract/subscription.ts';

export { daysLeft, longDate } from './dates.ts';

/** The subscription page's label for a status; an active free trial overrides it. */
export function subscriptionLabel(
  subscription: Pick<Subscription, 'subscriptionStatus' | 'isFreeTrialActive'>,
) {
  if (subscription.isFreeTrialActive) return 'Free Trial';
  switch (subscription.subscriptionStatus) {
    case 'active':
      return 'Premium';
    case 'expired':
      return 'Expired';
    case 'inactive':
      return 'Inactive';
    default:
      return 'Unknown';
  }
}

/** The settings page's description for each known status; anything else is shown raw. */
export function settingsStatus(status: string): { badge: string; description: string; tone: string } {
  switch (status) {
    case 'active':
      return {
        badge: 'Active',
        description: 'You have full access to every Premium feature.',
        tone: 'badge-success',
      };
    case 'free_trial':
      return {
        badge: 'Free Trial',
        description: "You're on a free trial with full access to Premium features.",
        tone: 'badge-info',
      };
    case 'expired':
      return {
        badge: 'Expired',
        description: 'Your subscription has expired. Renew it to get Premium features back.',
        tone: 'badge-error',
      };
    case 'inactive':
      return {
        badge: 'Inactive',
        description: 'Your subscription is not active. Subscribe to use Premium features.',
        tone: 'badge-warning',
      };
    default:
      return {
        badge: status,
        description: 'Your subscription status could not be determined.',
        tone: 'badge-ghost',
      };
  }
}

/** The settings page's banner for a status, each pointing to #subscription. */
export function settingsBanner(status: string): { text: string; action: string } | undefined {
  switch (status) {
    case 'free_trial':
      return { text: 'Enjoying your free trial? Keep Premium when it ends.', action: 'Upgrade Now' };
    case 'expired':
      return { text: 'Your Premium access has ended.', action: 'Renew Subscription' };
    case 'active':
      return { text: 'You are a Premium member.', action: 'Manage Subscription' };
    default:
      return undefined;
  }
}

/** Which actions the subscription page offers. */
export function subscriptionActions(subscription: Subscription) {
  return {
    subscribe: subscription.isFreeTrialActive,
    reactivate: !subscription.isActive && !subscription.isFreeTrialActive,
    cancel:
      subscription.hasPremium &&
      !subscription.cancelAtPeriodEnd &&
      (subscription.isFreeTrialActive || subscription.billedByStripe),
    resume: subscription.hasPremium && subscription.cancelAtPeriodEnd,
  };
}
