CREATE TABLE policyholders (
  id int PRIMARY KEY,
  full_name text NOT NULL,
  email text CHECK (email = '' OR email ~ '^[^@ ]+@[^@ ]+\.[^@ ]+$'),
  phone text CHECK (phone = '' OR phone ~ '^\+?[0-9][0-9 ]*$'),
  region text NOT NULL CHECK (region IN ('North', 'South', 'East', 'West')),
  date_of_birth date NOT NULL
);
INSERT INTO policyholders (id, full_name, email, phone, region, date_of_birth) VALUES
  (1, 'Amelia Hart', 'amelia.hart@mailbox.co.uk', '+44 7700 900101', 'North', '1985-03-12'),
  (2, 'Bilal Qureshi', NULL, '+44 7700 900102', 'North', '1979-11-02'),
  (3, 'Chen Wei', 'chen.wei@mailbox.co.uk', NULL, 'South', '1991-06-30'),
  (4, 'Dora Nagy', NULL, NULL, 'South', '1968-01-19'),
  (5, 'Erik Sund', 'erik.sund@mailbox.co.uk', '+44 7700 900105', 'East', '1988-09-09'),
  (6, 'Fatima Zahra', '', '+44 7700 900106', 'West', '1995-02-14'),
  (7, 'George Mills', NULL, '+44 7700 900107', 'West', '1972-07-23'),
  (8, 'Hana Sato', 'hana.sato@mailbox.co.uk', NULL, 'West', '1999-12-01'),
  (9, 'Ivan Petrov', NULL, NULL, 'East', '1983-04-04'),
  (10, 'Julia Costa', 'julia.costa@mailbox.co.uk', '+44 7700 900110', 'North', '1990-10-10'),
  (11, 'Kofi Mensah', '', '', 'South', '1977-05-28'),
  (12, 'Lena Vogel', 'lena.vogel@mailbox.co.uk', NULL, 'East', '2001-08-15');

CREATE TABLE policies (
  policy_number text PRIMARY KEY,
  policyholder_id int NOT NULL REFERENCES policyholders(id),
  line text NOT NULL CHECK (line IN ('auto', 'home', 'travel'))
);
INSERT INTO policies (policy_number, policyholder_id, line) VALUES
  ('P-1001', 1, 'auto'),
  ('P-1002', 2, 'home'),
  ('P-1003', 3, 'auto'),
  ('P-1004', 4, 'travel'),
  ('P-1005', 5, 'home'),
  ('P-1006', 6, 'auto'),
  ('P-1007', 7, 'home'),
  ('P-1008', 8, 'auto'),
  ('P-1009', 1, 'home'),
  ('P-1010', 10, 'travel'),
  ('P-1011', 11, 'auto'),
  ('P-1012', 9, 'home');

CREATE TABLE policy_versions (
  id int PRIMARY KEY,
  policy_number text NOT NULL REFERENCES policies(policy_number),
  valid_from date NOT NULL,
  valid_to date,
  annual_premium numeric(10,2) NOT NULL CHECK (annual_premium > 0),
  coverage_limit numeric(12,2) NOT NULL CHECK (coverage_limit > 0),
  CHECK (valid_to IS NULL OR valid_to > valid_from),
  UNIQUE (policy_number, valid_from),
  EXCLUDE USING gist (int4range(hashtext(policy_number), hashtext(policy_number), '[]') WITH =, daterange(valid_from, valid_to) WITH &&)
);
INSERT INTO policy_versions (id, policy_number, valid_from, valid_to, annual_premium, coverage_limit) VALUES
  (1, 'P-1001', '2022-01-01', '2023-01-01', 620.00, 50000),
  (2, 'P-1001', '2023-01-01', '2024-01-01', 655.00, 50000),
  (3, 'P-1001', '2024-01-01', NULL, 700.00, 60000),
  (4, 'P-1002', '2022-03-15', '2023-03-15', 480.00, 250000),
  (5, 'P-1002', '2023-06-01', '2024-06-01', 510.00, 250000),
  (6, 'P-1002', '2024-06-01', NULL, 530.00, 275000),
  (7, 'P-1003', '2023-02-01', '2024-02-01', 890.00, 40000),
  (8, 'P-1003', '2024-02-01', '2024-09-01', 940.00, 40000),
  (9, 'P-1004', '2024-04-01', '2024-04-21', 45.00, 5000),
  (10, 'P-1004', '2024-08-01', '2024-08-15', 39.00, 5000),
  (11, 'P-1005', '2021-07-01', '2022-07-01', 400.00, 180000),
  (12, 'P-1005', '2022-07-01', '2023-07-01', 415.00, 180000),
  (13, 'P-1005', '2023-07-02', NULL, 430.00, 200000),
  (14, 'P-1006', '2023-05-10', '2024-05-10', 1120.00, 75000),
  (15, 'P-1006', '2024-05-10', NULL, 1185.00, 75000),
  (16, 'P-1007', '2022-09-01', '2023-09-01', 560.00, 220000),
  (17, 'P-1007', '2023-09-01', '2024-09-01', 575.00, 220000),
  (18, 'P-1008', '2024-01-15', NULL, 760.00, 45000),
  (19, 'P-1009', '2023-11-01', NULL, 505.00, 300000),
  (20, 'P-1010', '2024-02-10', '2024-03-01', 60.00, 5000),
  (21, 'P-1011', '2022-06-01', '2023-06-01', 980.00, 55000),
  (22, 'P-1011', '2023-08-01', '2024-08-01', 1010.00, 55000),
  (23, 'P-1011', '2024-08-01', NULL, 1040.00, 60000),
  (24, 'P-1012', '2024-03-01', NULL, 455.00, 190000);

CREATE TABLE claims (
  id int PRIMARY KEY,
  policy_number text NOT NULL REFERENCES policies(policy_number),
  incident_date date NOT NULL,
  reported_date date NOT NULL,
  claimed_amount numeric(12,2) NOT NULL CHECK (claimed_amount > 0),
  status text NOT NULL CHECK (status IN ('open', 'approved', 'paid', 'rejected')),
  CHECK (reported_date >= incident_date)
);
INSERT INTO claims (id, policy_number, incident_date, reported_date, claimed_amount, status) VALUES
  (1, 'P-1001', '2022-05-03', '2022-05-05', 3200.00, 'paid'),
  (2, 'P-1001', '2023-11-20', '2024-01-04', 1500.00, 'paid'),
  (3, 'P-1001', '2024-06-02', '2024-06-02', 8700.00, 'approved'),
  (4, 'P-1002', '2022-12-24', '2023-01-23', 12500.00, 'paid'),
  (5, 'P-1002', '2023-09-10', '2023-09-12', 2300.00, 'rejected'),
  (6, 'P-1002', '2024-07-01', '2024-07-31', 4100.00, 'open'),
  (7, 'P-1003', '2023-04-14', '2023-05-15', 6400.00, 'paid'),
  (8, 'P-1003', '2024-03-03', '2024-03-04', 6400.00, 'approved'),
  (9, 'P-1004', '2024-04-10', '2024-05-20', 850.00, 'paid'),
  (10, 'P-1005', '2022-01-15', '2022-01-16', 2750.00, 'paid'),
  (11, 'P-1005', '2023-02-02', '2023-02-10', 990.00, 'rejected'),
  (12, 'P-1005', '2024-02-20', '2024-02-21', 7250.00, 'open'),
  (13, 'P-1006', '2023-12-01', '2023-12-29', 9800.00, 'paid'),
  (14, 'P-1006', '2024-06-15', '2024-06-16', 15200.00, 'approved'),
  (15, 'P-1007', '2023-01-09', '2023-03-10', 3300.00, 'paid'),
  (16, 'P-1007', '2023-10-05', '2023-10-06', 700.00, 'paid'),
  (17, 'P-1008', '2024-03-30', '2024-04-01', 15200.00, 'open'),
  (18, 'P-1009', '2024-01-12', '2024-01-14', 11000.00, 'approved'),
  (19, 'P-1010', '2024-02-20', '2024-02-22', 420.00, 'paid'),
  (20, 'P-1011', '2022-11-11', '2022-11-13', 6400.00, 'paid'),
  (21, 'P-1011', '2023-09-01', '2023-09-02', 2100.00, 'paid'),
  (22, 'P-1011', '2024-10-03', '2024-10-05', 15200.00, 'open'),
  (23, 'P-1012', '2024-05-05', '2024-05-09', 3900.00, 'rejected'),
  (24, 'P-1006', '2024-08-08', '2024-09-20', 1800.00, 'rejected'),
  (25, 'P-1004', '2024-08-10', '2024-08-12', 635.00, 'approved');

CREATE TABLE claim_payments (
  id int PRIMARY KEY,
  claim_id int NOT NULL REFERENCES claims(id),
  paid_on date NOT NULL,
  payment_type text NOT NULL CHECK (payment_type IN ('indemnity', 'expense', 'recovery')),
  amount numeric(12,2) NOT NULL CHECK (amount > 0)
);
INSERT INTO claim_payments (id, claim_id, paid_on, payment_type, amount) VALUES
  (1, 1, '2022-05-20', 'indemnity', 2000.00),
  (2, 1, '2022-06-10', 'indemnity', 880.00),
  (3, 1, '2022-06-10', 'expense', 150.00),
  (4, 2, '2024-01-20', 'indemnity', 1500.00),
  (5, 4, '2023-02-15', 'expense', 300.00),
  (6, 4, '2023-03-01', 'indemnity', 6000.00),
  (7, 4, '2023-04-01', 'indemnity', 5000.00),
  (8, 4, '2023-05-10', 'indemnity', 1500.00),
  (9, 7, '2023-06-01', 'indemnity', 6400.00),
  (10, 7, '2023-08-01', 'recovery', 1000.00),
  (11, 9, '2024-05-25', 'indemnity', 850.00),
  (12, 10, '2022-02-01', 'indemnity', 2500.00),
  (13, 13, '2024-01-10', 'indemnity', 4000.00),
  (14, 13, '2024-02-10', 'indemnity', 4000.00),
  (15, 13, '2024-02-10', 'recovery', 500.00),
  (16, 13, '2024-03-01', 'indemnity', 900.00),
  (17, 13, '2024-03-05', 'indemnity', 700.00),
  (18, 15, '2023-03-20', 'indemnity', 3300.00),
  (19, 16, '2023-10-20', 'indemnity', 700.00),
  (20, 19, '2024-03-01', 'indemnity', 420.00),
  (21, 20, '2022-12-01', 'indemnity', 5000.00),
  (22, 20, '2023-01-15', 'indemnity', 1400.00),
  (23, 21, '2023-09-20', 'indemnity', 2100.00),
  (24, 3, '2024-06-20', 'indemnity', 4000.00),
  (25, 14, '2024-07-01', 'indemnity', 15200.00),
  (26, 18, '2024-02-01', 'indemnity', 9900.00),
  (27, 8, '2024-03-20', 'expense', 200.00);
