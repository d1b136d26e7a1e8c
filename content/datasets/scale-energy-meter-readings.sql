CREATE TABLE meters (
  id int PRIMARY KEY,
  code text NOT NULL UNIQUE,
  site_type text NOT NULL CHECK (site_type IN ('household', 'shop', 'office')),
  feeder text NOT NULL
);
CREATE TABLE tariffs (
  id int PRIMARY KEY,
  site_type text NOT NULL CHECK (site_type IN ('household', 'shop', 'office')),
  valid_from date NOT NULL,
  valid_to date,
  price_per_kwh numeric(6,4) NOT NULL CHECK (price_per_kwh > 0),
  CHECK (valid_to IS NULL OR valid_to > valid_from),
  UNIQUE (site_type, valid_from)
);
CREATE TABLE readings (
  meter_id int NOT NULL REFERENCES meters(id),
  read_at timestamp NOT NULL,
  kwh numeric(8,3) NOT NULL CHECK (kwh >= 0),
  PRIMARY KEY (meter_id, read_at),
  CHECK (read_at = date_trunc('hour', read_at))
);
INSERT INTO meters (id, code, site_type, feeder) VALUES
  (1, 'M-0001', 'household', 'F1'),
  (2, 'M-0002', 'shop', 'F1'),
  (3, 'M-0003', 'office', 'F2');
INSERT INTO meters (id, code, site_type, feeder) SELECT g, 'M-' || lpad(g::text, 4, '0'), (ARRAY['household', 'household', 'shop', 'office'])[1 + (g * 5) % 4], 'F' || (1 + g % 6) FROM generate_series(4, 40) AS g;
INSERT INTO tariffs (id, site_type, valid_from, valid_to, price_per_kwh) VALUES
  (1, 'household', '2024-01-01', '2024-06-06', 0.2500),
  (2, 'household', '2024-06-06', NULL, 0.2750),
  (3, 'shop', '2024-01-01', '2024-06-08', 0.2200),
  (4, 'shop', '2024-06-08', NULL, 0.2100),
  (5, 'office', '2024-03-01', NULL, 0.1900);
INSERT INTO readings (meter_id, read_at, kwh) VALUES
  (1, '2024-06-03 00:00:00', 0.400),
  (1, '2024-06-03 01:00:00', 1.500),
  (1, '2024-06-03 02:00:00', 1.500),
  (1, '2024-06-03 03:00:00', 1.800),
  (1, '2024-06-03 05:00:00', 1.600),
  (1, '2024-06-03 06:00:00', 1.700),
  (1, '2024-06-03 07:00:00', 1.600),
  (1, '2024-06-03 08:00:00', 1.900),
  (1, '2024-06-03 09:00:00', 1.499),
  (1, '2024-06-05 23:00:00', 9.000),
  (1, '2024-06-06 00:00:00', 9.000),
  (2, '2024-06-03 00:00:00', 0.000),
  (2, '2024-06-03 01:00:00', 6.000),
  (2, '2024-06-03 02:00:00', 6.000),
  (2, '2024-06-03 03:00:00', 6.000),
  (2, '2024-06-03 04:00:00', 6.000),
  (2, '2024-06-03 05:00:00', 6.000),
  (2, '2024-06-03 06:00:00', 0.500),
  (2, '2024-06-04 02:00:00', 6.000),
  (2, '2024-06-07 17:00:00', 3.000),
  (2, '2024-06-07 23:00:00', 3.000),
  (2, '2024-06-08 00:00:00', 3.000),
  (3, '2024-06-03 18:00:00', 2.500),
  (3, '2024-06-03 19:00:00', 2.500),
  (3, '2024-06-04 09:00:00', 1.000),
  (3, '2024-06-04 18:00:00', 3.100),
  (3, '2024-06-04 19:00:00', 3.100),
  (3, '2024-06-05 12:00:00', 0.900),
  (3, '2024-06-05 21:00:00', 2.200),
  (3, '2024-06-05 22:00:00', 2.100),
  (3, '2024-06-05 23:00:00', 1.500),
  (3, '2024-06-06 00:00:00', 1.700),
  (3, '2024-06-06 01:00:00', 1.800),
  (3, '2024-06-06 02:00:00', 1.600),
  (3, '2024-06-06 03:00:00', 1.550),
  (3, '2024-06-06 04:00:00', 0.300);
INSERT INTO readings (meter_id, read_at, kwh) SELECT 4 + g % 37, TIMESTAMP '2024-06-03 00:00:00' + (g / 37 + CASE WHEN (4 + g % 37) % 7 = 0 AND g / 37 >= 80 THEN 5 WHEN (4 + g % 37) % 11 = 0 AND g / 37 >= 40 THEN 2 ELSE 0 END) * INTERVAL '1 hour', round((0.2 + CASE WHEN (g / 37) % 24 BETWEEN 17 AND 20 THEN 1.4 WHEN (g / 37) % 24 BETWEEN 8 AND 16 THEN 0.6 ELSE 0 END + ((g * 7919) % 997) / 997.0)::numeric, 3) FROM generate_series(0, 5919) AS g;
