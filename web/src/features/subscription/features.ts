/** The Premium features the product lists (subscription page). */
export const PREMIUM_FEATURES = [
  'Unlimited workout tracking',
  'Advanced progress analytics',
  'AI-powered food scanning',
  'Personal trainer bookings',
  'Custom meal plans',
  'Mile tracking with GPS',
  'Community features',
  'Priority customer support',
] as const;

/** The 8 items of the settings page's premium features card. */
export const SETTINGS_PREMIUM_FEATURES = [
  'Unlimited workout logging',
  'Advanced progress analytics',
  'Personal trainer connections',
  'AI-powered workout recommendations',
  'Custom goal setting and tracking',
  'Detailed nutrition insights',
  'Export workout data',
  'Priority customer support',
] as const;

/** The Subscribe page's feature list. */
export const SUBSCRIBE_FEATURES = [
  'Unlimited workout logging',
  'Advanced analytics and progress reports',
  'Personal trainer booking and sessions',
  'Custom meal plans and nutrition tracking',
  'AI-powered food scanning',
  'Priority support',
  'Community features',
  'Cancel anytime',
] as const;

/** The payment page: what the one-time purchase lists. */
export const ONE_TIME_FEATURES = [
  'Unlimited workout logging',
  'Advanced progress analytics',
  'Personal trainer booking',
  'Custom meal plans',
  'Priority support',
] as const;
