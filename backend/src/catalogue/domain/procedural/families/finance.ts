import type { Family } from '../family';

export const FINANCE: Family = {
  key: 'finance-cards',
  industry: 'finance',
  story: 'A retail bank\'s card business',
  people: {
    table: 'account_holders', one: 'account holder', many: 'account holders',
    name: { col: 'full_name', label: 'full name' },
    email: { col: 'email', label: 'email address', domains: ['gmail.com', 'yahoo.com', 'fastmail.com', 'icloud.com'] },
    group: { col: 'branch', label: 'branch', values: ['London', 'Manchester', 'Leeds', 'Bristol', 'Glasgow'] },
    since: { col: 'opened_on', label: 'account opening date', from: '2019-01-10', to: '2023-11-30' },
    optional: { col: 'tax_id', label: 'tax id', make: (r) => `TX${r.int(100000, 999999)}` },
  },
  items: {
    table: 'merchants', one: 'merchant', many: 'merchants',
    name: { col: 'name', label: 'merchant name' },
    category: { col: 'merchant_category', label: 'merchant category' },
    price: { col: 'fee_rate', label: 'fee rate (percent)' },
    catalog: [
      ['Green Grocer', 'Groceries', 0.8, 1.5], ['FreshMart', 'Groceries', 0.8, 1.5], ['City Fuel', 'Fuel', 1, 2],
      ['RoadStar Petrol', 'Fuel', 1, 2], ['SkyHigh Airlines', 'Travel', 1.5, 3], ['Harbor Hotels', 'Travel', 1.5, 3],
      ['Bistro 21', 'Dining', 1.2, 2.5], ['Noodle Bar', 'Dining', 1.2, 2.5], ['StreamFlix', 'Subscriptions', 2, 3.5],
      ['CloudBox Storage', 'Subscriptions', 2, 3.5], ['TechWorld', 'Electronics', 1, 2.2], ['Gadget Hub', 'Electronics', 1, 2.2],
    ],
  },
  events: {
    table: 'card_transactions', one: 'card transaction', many: 'card transactions', personFk: 'holder_id', itemFk: 'merchant_id',
    date: { col: 'txn_date', label: 'transaction date' },
    status: { col: 'channel', label: 'channel', values: [['chip', 5], ['contactless', 4], ['online', 4], ['phone', 1]] },
    count: { col: 'installments', label: 'number of installments', min: 1, max: 6 },
    amount: { col: 'amount', label: 'amount', min: 5, max: 900 },
    extra: { col: 'cashback', label: 'cashback', min: 0.5, max: 25 },
  },
};
