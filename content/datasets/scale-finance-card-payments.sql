CREATE TABLE cards (
  id int PRIMARY KEY,
  card_no text NOT NULL UNIQUE,
  holder_country text NOT NULL CHECK (holder_country IN ('NO', 'SE', 'DK', 'FI', 'DE')),
  daily_limit numeric(10,2) NOT NULL CHECK (daily_limit > 0)
);
CREATE TABLE merchants (
  id int PRIMARY KEY,
  name text NOT NULL,
  mcc text NOT NULL CHECK (mcc IN ('grocery', 'fuel', 'travel', 'electronics', 'online')),
  country text NOT NULL
);
CREATE TABLE payments (
  id int PRIMARY KEY,
  card_id int NOT NULL REFERENCES cards(id),
  merchant_id int NOT NULL REFERENCES merchants(id),
  amount numeric(10,2) NOT NULL CHECK (amount > 0),
  paid_at timestamp NOT NULL,
  status text NOT NULL CHECK (status IN ('approved', 'declined', 'reversed'))
);
INSERT INTO cards (id, card_no, holder_country, daily_limit) VALUES
  (1, '4000-0001', 'NO', 1000.00),
  (2, '4000-0002', 'SE', 500.00),
  (3, '4000-0003', 'DK', 2000.00),
  (4, '4000-0004', 'FI', 300.00),
  (5, '4000-0005', 'DE', 800.00);
INSERT INTO cards (id, card_no, holder_country, daily_limit) SELECT g, '4000-' || lpad(g::text, 4, '0'), (ARRAY['NO', 'SE', 'DK', 'FI', 'DE'])[1 + (g * 3) % 5], 1000 + (g % 5) * 500 FROM generate_series(6, 800) AS g;
INSERT INTO merchants (id, name, mcc, country) VALUES
  (1, 'Kiwi Grunerlokka', 'grocery', 'NO'),
  (2, 'Circle K E6', 'fuel', 'NO'),
  (3, 'SAS Online', 'travel', 'SE'),
  (4, 'Elkjop Storo', 'electronics', 'NO'),
  (5, 'Zalando', 'online', 'DE');
INSERT INTO merchants (id, name, mcc, country) SELECT g, 'Merchant ' || g, (ARRAY['grocery', 'fuel', 'travel', 'electronics', 'online'])[1 + g % 5], (ARRAY['NO', 'SE', 'DK', 'FI', 'DE'])[1 + (g * 7) % 5] FROM generate_series(6, 120) AS g;
INSERT INTO payments (id, card_id, merchant_id, amount, paid_at, status) VALUES
  (1, 1, 1, 25.00, '2024-09-02 10:00:00', 'approved'),
  (2, 1, 5, 60.00, '2024-09-02 10:03:00', 'approved'),
  (3, 1, 5, 60.00, '2024-09-02 10:05:00', 'approved'),
  (4, 1, 4, 899.00, '2024-09-02 10:10:00', 'approved'),
  (5, 2, 2, 40.00, '2024-09-03 08:00:00', 'approved'),
  (6, 2, 2, 40.00, '2024-09-03 08:02:01', 'approved'),
  (7, 2, 5, 120.00, '2024-09-03 08:04:00', 'declined'),
  (8, 2, 5, 120.00, '2024-09-03 08:05:00', 'approved'),
  (9, 2, 1, 15.00, '2024-09-03 08:11:00', 'approved'),
  (10, 2, 3, 350.00, '2024-09-03 23:30:00', 'approved'),
  (11, 3, 3, 1500.00, '2024-09-04 12:00:00', 'approved'),
  (12, 3, 3, 1500.00, '2024-09-04 12:02:00', 'reversed'),
  (13, 3, 3, 1500.00, '2024-09-04 12:01:00', 'approved'),
  (14, 4, 1, 100.00, '2024-09-05 09:00:00', 'approved'),
  (15, 4, 1, 100.00, '2024-09-05 09:00:00', 'approved'),
  (16, 4, 2, 100.00, '2024-09-05 18:00:00', 'approved'),
  (17, 4, 2, 0.01, '2024-09-05 18:00:30', 'approved'),
  (18, 5, 4, 10.00, '2024-09-06 14:00:00', 'approved'),
  (19, 5, 4, 10.00, '2024-09-06 14:01:00', 'approved'),
  (20, 5, 4, 10.00, '2024-09-06 14:02:00', 'approved'),
  (21, 5, 4, 10.00, '2024-09-06 14:10:00', 'approved'),
  (22, 5, 5, 790.00, '2024-09-07 23:59:59', 'approved'),
  (23, 5, 5, 20.00, '2024-09-08 00:00:00', 'approved');
INSERT INTO payments (id, card_id, merchant_id, amount, paid_at, status) SELECT 1000 + g, 6 + (g * 7919) % 795, 6 + (g * 31) % 115, round((5 + ((g * 104729) % 50000) / 100.0)::numeric, 2), TIMESTAMP '2024-09-01 00:00:00' + ((g::bigint * 15485863) % 1209600) * INTERVAL '1 second', CASE WHEN g % 23 = 0 THEN 'declined' WHEN g % 37 = 0 THEN 'reversed' ELSE 'approved' END FROM generate_series(1, 6000) AS g;
