import type { ParamSpec } from '../define-vendor.js';

/** Podscribe pixel parameters. */
export const PODSCRIBE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  advertiser: { label: 'Advertiser', group: 'most_used' },
  action: { label: 'Event', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  referrer: { label: 'Referrer', group: 'most_used' },
  order_value: { label: 'Order value', group: 'e_commerce' },
  order_number: { label: 'Order number', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  discount_code: { label: 'Discount code', group: 'e_commerce' },
  num_items_purchased: { label: 'Items purchased', group: 'e_commerce' },
  is_new_customer: { label: 'New customer', group: 'e_commerce' },
  is_subscription: { label: 'Subscription', group: 'e_commerce' },
  hashed_email: { label: 'Hashed e-mail', group: 'user' },
  device_id: { label: 'Device ID', group: 'user' },
  ip: { label: 'IP address', group: 'user' },
  user_agent: { label: 'User agent', group: 'user' },
  timestamp: { label: 'Timestamp', group: 'other' },
};
