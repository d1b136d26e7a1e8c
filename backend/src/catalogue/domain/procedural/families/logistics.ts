import type { Family } from '../family';

export const LOGISTICS: Family = {
  key: 'logistics-deliveries',
  industry: 'logistics',
  story: 'A regional parcel-delivery company',
  people: {
    table: 'drivers', one: 'driver', many: 'drivers',
    name: { col: 'full_name', label: 'full name' },
    email: { col: 'email', label: 'email address', domains: ['fastfreight.com', 'contractor.net', 'gmail.com'] },
    group: { col: 'depot', label: 'home depot', values: ['North Hub', 'South Hub', 'East Yard', 'West Yard'] },
    since: { col: 'hired_on', label: 'hire date', from: '2017-04-01', to: '2023-10-31' },
    optional: { col: 'forklift_license', label: 'forklift licence number', make: (r) => `FL-${r.int(1000, 9999)}` },
  },
  items: {
    table: 'vehicles', one: 'vehicle', many: 'vehicles',
    name: { col: 'plate', label: 'licence plate' },
    category: { col: 'vehicle_type', label: 'vehicle type' },
    price: { col: 'capacity_tonnes', label: 'capacity in tonnes' },
    catalog: [
      ['KX-4821', 'Van', 1, 2], ['LM-1177', 'Van', 1, 2], ['PR-9043', 'Van', 1, 2], ['BT-3380', 'Box Truck', 4, 8],
      ['BT-5512', 'Box Truck', 4, 8], ['HT-7004', 'Heavy Truck', 12, 26], ['HT-7719', 'Heavy Truck', 12, 26],
      ['EV-0021', 'Electric Van', 0.8, 1.6], ['EV-0045', 'Electric Van', 0.8, 1.6], ['CB-2290', 'Cargo Bike', 0.1, 0.3],
    ],
  },
  events: {
    table: 'deliveries', one: 'delivery run', many: 'delivery runs', personFk: 'driver_id', itemFk: 'vehicle_id',
    date: { col: 'run_date', label: 'run date' },
    status: { col: 'run_status', label: 'run status', values: [['on_time', 6], ['late', 3], ['failed', 1]] },
    count: { col: 'parcels', label: 'number of parcels', min: 5, max: 120 },
    amount: { col: 'distance_km', label: 'distance in km', min: 12, max: 420 },
    extra: { col: 'toll_cost', label: 'toll cost', min: 2, max: 45 },
  },
};
