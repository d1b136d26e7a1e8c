CREATE TABLE plans (
  id int PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  monthly_fee numeric(6,2) NOT NULL CHECK (monthly_fee > 0),
  data_gb int CHECK (data_gb > 0),
  has_5g boolean NOT NULL,
  retired_on date
);
INSERT INTO plans (id, code, name, monthly_fee, data_gb, has_5g, retired_on) VALUES
  (1, 'S-5', 'Smart 5', 14.99, 5, false, NULL),
  (2, 'S-20', 'Smart 20', 24.99, 20, true, NULL),
  (3, 'S-50', 'Smart 50', 39.99, 50, true, NULL),
  (4, 'S-UNL', 'Smart Unlimited', 59.99, NULL, true, NULL),
  (5, 'Y-UNL', 'Young Unlimited', 40.00, NULL, true, NULL),
  (6, 'S-40', 'Smart 40', 29.99, 40, true, '2024-03-31'),
  (7, 'C-10', 'Classic 10', 19.99, 10, false, '2023-12-31'),
  (8, 'D-60', 'Data 60', 34.99, 60, true, NULL),
  (9, 'B-UNL', 'Basic Unlimited', 35.00, NULL, false, '2024-06-30'),
  (10, 'S-49', 'Smart 49', 32.99, 49, true, NULL),
  (11, 'X-50', 'Flex 50', 41.00, 50, true, NULL),
  (12, 'P-UNL', 'Prepaid Unlimited', 34.99, NULL, false, NULL);

CREATE TABLE subscribers (
  id int PRIMARY KEY,
  msisdn text NOT NULL UNIQUE,
  full_name text NOT NULL,
  city text NOT NULL,
  activated_on date NOT NULL
);
INSERT INTO subscribers (id, msisdn, full_name, city, activated_on) VALUES
  (1, '+49 171 2345678', 'Lena Vogel', 'Hamburg', '2023-02-14'),
  (2, '0171 2345679', 'Tobias Brandt', 'Berlin', '2023-05-01'),
  (3, '0049 151 1234567', 'Aylin Demir', 'Cologne', '2022-11-01'),
  (4, '+491609876543', 'Marek Nowak', 'Munich', '2024-07-01'),
  (5, '(0176) 555-1234', 'Sophie Krause', 'Leipzig', '2023-08-15'),
  (6, '0157/7788990', 'Jan Hoffmann', 'Berlin', '2024-02-01'),
  (7, '+49 (0)152 4455667', 'Clara Weiss', 'Hamburg', '2023-01-01'),
  (8, '0162-3344556', 'Felix Wagner', 'Dresden', '2023-03-01'),
  (9, '+49-170-9988776', 'Nora Schmitt', 'Bremen', '2023-06-01'),
  (10, '0049-175-1122334', 'Emil Fischer', 'Munich', '2024-06-30'),
  (11, '0172 66 77 889', 'Hanna Becker', 'Stuttgart', '2023-01-15'),
  (12, '+4915901234567', 'Omar Haddad', 'Cologne', '2023-04-01'),
  (13, '01522 3300440', 'Greta Lang', 'Berlin', '2024-07-20'),
  (14, '+49 1520 7766554', 'Paul Meyer', 'Frankfurt', '2024-06-01'),
  (15, '0151.2233445', 'Ida Schulz', 'Hanover', '2023-06-01');

CREATE TABLE plan_assignments (
  id int PRIMARY KEY,
  subscriber_id int NOT NULL REFERENCES subscribers(id),
  plan_id int NOT NULL REFERENCES plans(id),
  valid_from date NOT NULL,
  valid_to date,
  CHECK (valid_to > valid_from),
  EXCLUDE USING gist (int4range(subscriber_id, subscriber_id, '[]') WITH =, daterange(valid_from, valid_to) WITH &&)
);
INSERT INTO plan_assignments (id, subscriber_id, plan_id, valid_from, valid_to) VALUES
  (1, 1, 2, '2023-02-14', '2024-01-10'),
  (2, 1, 3, '2024-01-10', NULL),
  (3, 2, 4, '2023-05-01', '2024-06-30'),
  (4, 2, 3, '2024-06-30', NULL),
  (5, 3, 7, '2022-11-01', '2023-12-31'),
  (6, 3, 6, '2023-12-31', '2024-03-31'),
  (7, 3, 1, '2024-03-31', NULL),
  (8, 4, 5, '2024-07-01', NULL),
  (9, 5, 2, '2023-08-15', '2024-06-29'),
  (10, 6, 8, '2024-02-01', '2024-06-30'),
  (11, 7, 4, '2023-01-01', '2024-02-15'),
  (12, 7, 8, '2024-02-15', NULL),
  (13, 8, 2, '2023-03-01', '2024-05-01'),
  (14, 8, 10, '2024-05-01', NULL),
  (15, 9, 8, '2023-06-01', '2024-04-01'),
  (16, 9, 12, '2024-04-01', NULL),
  (17, 10, 5, '2024-06-30', NULL),
  (18, 11, 4, '2023-01-15', '2023-07-01'),
  (19, 11, 3, '2023-07-01', '2023-10-01'),
  (20, 11, 2, '2023-10-01', '2024-08-01'),
  (21, 11, 1, '2024-08-01', NULL),
  (22, 12, 1, '2024-03-01', NULL),
  (23, 12, 4, '2023-04-01', '2024-03-01'),
  (24, 14, 2, '2024-06-01', NULL),
  (25, 15, 6, '2023-06-01', '2024-03-31'),
  (26, 15, 2, '2024-03-31', NULL),
  (27, 5, 1, '2024-09-01', NULL);
