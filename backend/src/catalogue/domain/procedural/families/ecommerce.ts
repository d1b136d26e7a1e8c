import type { Family } from '../family';

export const ECOMMERCE: Family = {
  key: 'ecommerce-store',
  industry: 'ecommerce',
  story: 'An online home-and-tech store',
  people: {
    table: 'customers', one: 'customer', many: 'customers',
    name: { col: 'full_name', label: 'full name' },
    email: { col: 'email', label: 'email address', domains: ['gmail.com', 'outlook.com', 'example.com', 'proton.me'] },
    group: { col: 'country', label: 'country', values: ['US', 'CA', 'DE', 'FR', 'GB', 'BR'] },
    since: { col: 'signup_date', label: 'signup date', from: '2022-03-01', to: '2023-12-20' },
    optional: { col: 'referral_code', label: 'referral code', make: (r) => `REF-${r.int(1000, 9999)}` },
  },
  items: {
    table: 'products', one: 'product', many: 'products',
    name: { col: 'name', label: 'product name' },
    category: { col: 'category', label: 'category' },
    price: { col: 'unit_price', label: 'unit price' },
    catalog: [
      ['Wireless Mouse', 'Electronics', 19, 35], ['Mechanical Keyboard', 'Electronics', 70, 120], ['4K Monitor', 'Electronics', 250, 400],
      ['USB-C Hub', 'Electronics', 30, 55], ['Ceramic Coffee Mug', 'Kitchen', 8, 16], ['Chef Knife', 'Kitchen', 45, 90],
      ['Cast Iron Skillet', 'Kitchen', 35, 60], ['French Press', 'Kitchen', 22, 40], ['Linen Throw Pillow', 'Home', 25, 45],
      ['Desk Lamp', 'Home', 30, 70], ['Wool Blanket', 'Home', 60, 110], ['Yoga Mat', 'Sports', 20, 45], ['Water Bottle', 'Sports', 12, 25],
    ],
  },
  events: {
    table: 'orders', one: 'order', many: 'orders', personFk: 'customer_id', itemFk: 'product_id',
    date: { col: 'order_date', label: 'order date' },
    status: { col: 'status', label: 'status', values: [['delivered', 6], ['shipped', 2], ['returned', 1], ['cancelled', 1]] },
    count: { col: 'quantity', label: 'quantity', min: 1, max: 6 },
    amount: { col: 'total_amount', label: 'total amount', min: 15, max: 480 },
    extra: { col: 'discount', label: 'discount', min: 2, max: 40 },
  },
};
