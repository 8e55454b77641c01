/** A made-up in-house collector, shared by the custom vendor tests. */
export const ACME_DEFINITION = {
  code: 'ACME_COLLECT',
  name: 'Acme collector',
  kind: 'analytics',
  match: { hosts: ['collect.acme-shop.example', '*.cdn-acme.example'], paths: ['/v1/e', '^/t/[0-9]+/px$'] },
  event: 'ev',
  account: 'acc',
  params: {
    ev: { label: 'Event', group: 'most_used' },
    sku: { label: 'Product SKU', group: 'e_commerce' },
    'user.id': { label: 'User id', group: 'user' },
  },
};

export const ACME_HIT = 'https://collect.acme-shop.example/v1/e?ev=add_to_cart&acc=ACME-1&sku=42';
