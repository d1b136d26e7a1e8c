import type { Family } from '../family';

export const HEALTHCARE: Family = {
  key: 'healthcare-clinic',
  industry: 'healthcare',
  story: 'A multi-specialty outpatient clinic',
  people: {
    table: 'patients', one: 'patient', many: 'patients',
    name: { col: 'full_name', label: 'full name' },
    email: { col: 'email', label: 'email address', domains: ['gmail.com', 'outlook.com', 'mail.com'] },
    group: { col: 'city', label: 'home city', values: ['Boston', 'Cambridge', 'Somerville', 'Quincy', 'Newton'] },
    since: { col: 'registered_on', label: 'registration date', from: '2018-02-01', to: '2023-12-01' },
    optional: { col: 'insurance_id', label: 'insurance id', make: (r) => `INS-${r.int(10000, 99999)}` },
  },
  items: {
    table: 'treatments', one: 'treatment', many: 'treatments',
    name: { col: 'name', label: 'treatment name' },
    category: { col: 'department', label: 'department' },
    price: { col: 'list_price', label: 'list price' },
    catalog: [
      ['General Check-up', 'Primary Care', 80, 120], ['Flu Vaccination', 'Primary Care', 25, 45], ['Blood Panel', 'Laboratory', 60, 110],
      ['Allergy Test', 'Laboratory', 90, 160], ['Knee X-Ray', 'Radiology', 120, 200], ['Chest MRI', 'Radiology', 600, 900],
      ['Physiotherapy Session', 'Rehabilitation', 70, 110], ['Sports Massage', 'Rehabilitation', 55, 85], ['ECG', 'Cardiology', 90, 150],
      ['Stress Test', 'Cardiology', 250, 400], ['Dermatology Consult', 'Dermatology', 110, 170],
    ],
  },
  events: {
    table: 'visits', one: 'visit', many: 'visits', personFk: 'patient_id', itemFk: 'treatment_id',
    date: { col: 'visit_date', label: 'visit date' },
    status: { col: 'outcome', label: 'outcome', values: [['completed', 7], ['cancelled', 2], ['no_show', 1]] },
    count: { col: 'duration_minutes', label: 'duration in minutes', min: 10, max: 90 },
    amount: { col: 'billed_amount', label: 'billed amount', min: 25, max: 950 },
    extra: { col: 'copay', label: 'copay', min: 5, max: 60 },
  },
};
