import type { Family } from '../family';

export const MARKETING: Family = {
  key: 'marketing-campaigns',
  industry: 'marketing',
  story: 'A direct-to-consumer brand\'s campaign tracking',
  people: {
    table: 'leads', one: 'lead', many: 'leads',
    name: { col: 'full_name', label: 'full name' },
    email: { col: 'email', label: 'email address', domains: ['gmail.com', 'hotmail.com', 'yahoo.com', 'company.com'] },
    group: { col: 'source', label: 'acquisition source', values: ['organic', 'paid_search', 'social', 'referral', 'newsletter'] },
    since: { col: 'captured_on', label: 'capture date', from: '2023-01-05', to: '2023-12-20' },
    optional: { col: 'company', label: 'company', make: (r) => `${r.pick(['Blue', 'Bright', 'Peak', 'Nova', 'Urban'])} ${r.pick(['Labs', 'Studio', 'Works', 'Partners'])}` },
  },
  items: {
    table: 'campaigns', one: 'campaign', many: 'campaigns',
    name: { col: 'campaign_name', label: 'campaign name' },
    category: { col: 'channel', label: 'channel' },
    price: { col: 'daily_budget', label: 'daily budget' },
    catalog: [
      ['Spring Sale Search', 'Search', 150, 400], ['Brand Keywords', 'Search', 80, 200], ['Summer Reels', 'Social', 100, 300],
      ['Creator Collab', 'Social', 120, 350], ['Weekly Digest', 'Email', 20, 60], ['Winback Series', 'Email', 15, 50],
      ['Homepage Takeover', 'Display', 200, 500], ['Retargeting Banners', 'Display', 60, 180], ['Podcast Spots', 'Audio', 90, 240],
      ['Local Radio', 'Audio', 70, 200],
    ],
  },
  events: {
    table: 'touchpoints', one: 'touchpoint', many: 'touchpoints', personFk: 'lead_id', itemFk: 'campaign_id',
    date: { col: 'touched_on', label: 'touch date' },
    status: { col: 'action', label: 'action', values: [['clicked', 6], ['signed_up', 3], ['purchased', 2]] },
    count: { col: 'pages_viewed', label: 'pages viewed', min: 1, max: 15 },
    amount: { col: 'attributed_revenue', label: 'attributed revenue', min: 0, max: 350 },
    extra: { col: 'coupon_value', label: 'coupon value', min: 5, max: 30 },
  },
};
