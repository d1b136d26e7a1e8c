CREATE TABLE contacts (
  id int PRIMARY KEY,
  email text NOT NULL CHECK (email ~ '^\s*[^@\s]+@[^@\s]+\s*$'),
  full_name text NOT NULL,
  phone text,
  source text NOT NULL CHECK (source IN ('webinar', 'newsletter', 'trade_show', 'import')),
  created_at timestamp NOT NULL
);
INSERT INTO contacts (id, email, full_name, phone, source, created_at) VALUES
  (1, 'ana.silva@example.com', 'Ana Silva', NULL, 'webinar', '2023-02-01 09:00:00'),
  (2, 'Ana.Silva@Example.com', 'Ana Silva', '+15550000001', 'newsletter', '2023-05-12 10:30:00'),
  (3, ' ana.silva@example.com ', 'A. Silva', '+15550000002', 'trade_show', '2023-08-20 15:00:00'),
  (4, 'bo.chen@example.com', 'Bo Chen', '+15550000003', 'import', '2023-03-03 08:00:00'),
  (5, 'BO.CHEN@EXAMPLE.COM', 'Bo Chen', NULL, 'webinar', '2023-03-03 08:00:00'),
  (6, 'cy.diaz@example.com', 'Cy Diaz', NULL, 'newsletter', '2023-04-04 12:00:00'),
  (7, 'dee.evans@example.com', 'Dee Evans', '+15550000004', 'trade_show', '2023-06-06 18:00:00'),
  (8, 'dee.evans@example.org', 'Dee Evans', NULL, 'import', '2023-01-15 07:45:00');
INSERT INTO contacts (id, email, full_name, phone, source, created_at) SELECT 100 + g, CASE g / 1400 WHEN 0 THEN 'user' || (g % 1400) || '@mail' || ((g % 1400) % 7) || '.com' ELSE (ARRAY['USER', ' user', 'User'])[1 + g % 3] || (g % 1400) || '@mail' || ((g % 1400) % 7) || (ARRAY['.com', '.com ', '.COM'])[1 + g % 3] END, 'Contact ' || (g % 1400), CASE WHEN g % 9 = 0 THEN NULL ELSE '+1555' || lpad(((g * 7919) % 10000000)::text, 7, '0') END, (ARRAY['webinar', 'newsletter', 'trade_show', 'import'])[1 + (g * 3) % 4], TIMESTAMP '2023-01-01 00:00:00' + ((g * 104729) % 525600) * INTERVAL '1 minute' FROM generate_series(1, 2100) AS g;
