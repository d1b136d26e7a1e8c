import type { Family } from '../family';

export const HR: Family = {
  key: 'hr-projects',
  industry: 'hr',
  story: 'A consulting firm\'s staffing records',
  people: {
    table: 'employees', one: 'employee', many: 'employees',
    name: { col: 'full_name', label: 'full name' },
    email: { col: 'work_email', label: 'work email', domains: ['northwind.com', 'northwind.co.uk', 'contractors.northwind.com'] },
    group: { col: 'department', label: 'department', values: ['Engineering', 'Data', 'Design', 'Finance', 'Operations'] },
    since: { col: 'hire_date', label: 'hire date', from: '2016-01-15', to: '2023-12-01' },
    optional: { col: 'mentor_name', label: 'mentor name', make: (r) => `${r.pick(['Alex', 'Sam', 'Robin', 'Kim', 'Jordan'])} ${r.pick(['Reed', 'Hale', 'Stone', 'Park'])}` },
  },
  items: {
    table: 'projects', one: 'project', many: 'projects',
    name: { col: 'project_name', label: 'project name' },
    category: { col: 'client_sector', label: 'client sector' },
    price: { col: 'hourly_rate', label: 'hourly rate' },
    catalog: [
      ['Atlas Migration', 'Banking', 120, 180], ['Beacon Audit', 'Banking', 110, 160], ['Cobalt CRM', 'Retail', 90, 140],
      ['Delta Pricing', 'Retail', 95, 150], ['Ember Analytics', 'Energy', 100, 170], ['Falcon Grid', 'Energy', 105, 165],
      ['Granite Portal', 'Public Sector', 80, 120], ['Harbor ERP', 'Public Sector', 85, 125], ['Ion Telehealth', 'Healthcare', 110, 175],
      ['Juniper Claims', 'Healthcare', 100, 150],
    ],
  },
  events: {
    table: 'timesheets', one: 'timesheet entry', many: 'timesheet entries', personFk: 'employee_id', itemFk: 'project_id',
    date: { col: 'work_date', label: 'work date' },
    status: { col: 'approval', label: 'approval state', values: [['approved', 6], ['submitted', 3], ['rejected', 1]] },
    count: { col: 'hours', label: 'hours worked', min: 1, max: 10 },
    amount: { col: 'billed_amount', label: 'billed amount', min: 90, max: 1700 },
    extra: { col: 'expenses', label: 'expenses claimed', min: 10, max: 220 },
  },
};
