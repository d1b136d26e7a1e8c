CREATE TABLE accounts (
  id int PRIMARY KEY,
  company text NOT NULL,
  industry text NOT NULL,
  country text NOT NULL,
  signup_date date NOT NULL
);
INSERT INTO accounts (id, company, industry, country, signup_date) VALUES
  (1, 'Acme Analytics', 'Retail', 'US', '2023-01-10'),
  (2, 'Blue Harbor Logistics', 'Logistics', 'NL', '2023-02-18'),
  (3, 'Cedar Health', 'Healthcare', 'US', '2023-03-05'),
  (4, 'Delta Fintech', 'Finance', 'GB', '2023-04-22'),
  (5, 'Evergreen Foods', 'Retail', 'CA', '2023-06-14'),
  (6, 'Falcon Games', 'Gaming', 'DE', '2023-08-01'),
  (7, 'Granite Legal', 'Legal', 'US', '2023-09-12'),
  (8, 'Helios Energy', 'Energy', 'ES', '2023-11-03'),
  (9, 'Indigo Travel', 'Travel', 'FR', '2024-01-25'),
  (10, 'Juniper Schools', 'Education', 'AU', '2024-03-08'),
  (11, 'Kestrel Robotics', 'Manufacturing', 'JP', '2024-06-20');

CREATE TABLE subscriptions (
  id int PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id),
  plan text NOT NULL,
  mrr numeric(10,2) NOT NULL CHECK (mrr >= 0),
  start_date date NOT NULL,
  end_date date,
  CHECK (end_date IS NULL OR end_date >= start_date)
);
INSERT INTO subscriptions (id, account_id, plan, mrr, start_date, end_date) VALUES
  (1, 1, 'basic', 99, '2023-01-10', '2023-07-09'),
  (2, 1, 'pro', 299, '2023-07-10', NULL),
  (3, 2, 'pro', 299, '2023-02-18', '2024-02-17'),
  (4, 3, 'basic', 99, '2023-03-05', '2023-12-31'),
  (5, 3, 'enterprise', 1200, '2024-01-01', NULL),
  (6, 4, 'pro', 299, '2023-04-22', '2024-05-21'),
  (7, 4, 'enterprise', 1500, '2024-05-22', NULL),
  (8, 5, 'basic', 49, '2023-06-14', '2024-03-13'),
  (9, 6, 'pro', 199, '2023-08-01', '2024-01-31'),
  (10, 6, 'basic', 99, '2024-02-01', NULL),
  (11, 7, 'basic', 99, '2023-09-12', '2024-06-29'),
  (12, 8, 'pro', 299, '2023-11-03', '2024-05-02'),
  (13, 9, 'basic', 99, '2024-01-25', '2024-03-24'),
  (14, 9, 'pro', 299, '2024-03-25', NULL),
  (15, 10, 'pro', 299, '2024-03-08', NULL),
  (16, 5, 'basic', 49, '2024-05-15', NULL),
  (17, 8, 'basic', 99, '2024-05-03', '2024-06-30'),
  (18, 8, 'pro', 299, '2024-07-01', NULL),
  (19, 7, 'pro', 299, '2024-06-30', NULL),
  (20, 10, 'basic', 49, '2024-03-08', NULL);
