import type { Family } from '../family';

export const SAAS: Family = {
  key: 'saas-subscriptions',
  industry: 'saas',
  story: 'A B2B project-management SaaS',
  people: {
    table: 'accounts', one: 'account', many: 'accounts',
    name: { col: 'owner_name', label: 'owner name' },
    email: { col: 'billing_email', label: 'billing email', domains: ['acme.io', 'globex.com', 'initech.net', 'umbrella.org'] },
    group: { col: 'region', label: 'region', values: ['NA', 'EMEA', 'APAC', 'LATAM'] },
    since: { col: 'created_on', label: 'creation date', from: '2021-05-01', to: '2023-12-15' },
    optional: { col: 'vat_number', label: 'VAT number', make: (r) => `EU${r.int(10000000, 99999999)}` },
  },
  items: {
    table: 'plans', one: 'plan', many: 'plans',
    name: { col: 'plan_name', label: 'plan name' },
    category: { col: 'tier', label: 'tier' },
    price: { col: 'monthly_price', label: 'monthly price' },
    catalog: [
      ['Starter Monthly', 'Starter', 9, 15], ['Starter Annual', 'Starter', 7, 12], ['Team Monthly', 'Team', 25, 40],
      ['Team Annual', 'Team', 20, 34], ['Business Monthly', 'Business', 60, 90], ['Business Annual', 'Business', 50, 80],
      ['Enterprise Standard', 'Enterprise', 200, 320], ['Enterprise Plus', 'Enterprise', 350, 500], ['Nonprofit Team', 'Team', 10, 18],
      ['Education Starter', 'Starter', 3, 6],
    ],
  },
  events: {
    table: 'invoices', one: 'invoice', many: 'invoices', personFk: 'account_id', itemFk: 'plan_id',
    date: { col: 'issued_on', label: 'issue date' },
    status: { col: 'payment_status', label: 'payment status', values: [['paid', 6], ['pending', 2], ['overdue', 1], ['refunded', 1]] },
    count: { col: 'seats', label: 'number of seats', min: 1, max: 40 },
    amount: { col: 'amount_due', label: 'amount due', min: 20, max: 2500 },
    extra: { col: 'credit_applied', label: 'credit applied', min: 5, max: 150 },
  },
};
