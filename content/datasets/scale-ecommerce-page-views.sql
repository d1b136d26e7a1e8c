CREATE TABLE visitors (
  id int PRIMARY KEY,
  country text NOT NULL CHECK (country IN ('NO', 'SE', 'DK', 'DE', 'NL')),
  first_seen date NOT NULL
);
CREATE TABLE page_views (
  id int PRIMARY KEY,
  visitor_id int NOT NULL REFERENCES visitors(id),
  viewed_at timestamp NOT NULL,
  page text NOT NULL CHECK (page IN ('home', 'search', 'product', 'cart', 'checkout', 'confirmation'))
);
INSERT INTO visitors (id, country, first_seen) VALUES
  (1, 'NO', '2024-09-01'),
  (2, 'SE', '2024-09-15'),
  (3, 'DK', '2024-10-01'),
  (4, 'DE', '2024-08-20'),
  (5, 'NL', '2024-10-03'),
  (6, 'NO', '2024-10-05');
INSERT INTO visitors (id, country, first_seen) SELECT g, (ARRAY['NO', 'SE', 'DK', 'DE', 'NL'])[1 + (g * 7) % 5], DATE '2024-06-01' + (g * 37) % 120 FROM generate_series(7, 1500) AS g;
INSERT INTO page_views (id, visitor_id, viewed_at, page) VALUES
  (1, 1, '2024-10-01 09:00:00', 'home'),
  (2, 1, '2024-10-01 09:10:00', 'product'),
  (3, 1, '2024-10-01 09:40:00', 'cart'),
  (4, 1, '2024-10-01 10:10:01', 'checkout'),
  (5, 2, '2024-10-02 20:00:00', 'search'),
  (6, 3, '2024-10-02 23:50:00', 'product'),
  (7, 3, '2024-10-03 00:05:00', 'product'),
  (8, 3, '2024-10-03 00:20:00', 'cart'),
  (9, 4, '2024-10-04 12:00:00', 'home'),
  (10, 4, '2024-10-04 12:00:00', 'search'),
  (11, 4, '2024-10-04 18:00:00', 'home'),
  (12, 5, '2024-10-05 07:00:00', 'product'),
  (13, 5, '2024-10-05 07:29:59', 'product'),
  (14, 5, '2024-10-05 07:59:58', 'cart'),
  (15, 5, '2024-10-05 08:29:57', 'checkout'),
  (16, 5, '2024-10-05 08:59:56', 'confirmation'),
  (17, 6, '2024-10-06 10:00:00', 'checkout'),
  (18, 6, '2024-10-06 10:05:00', 'cart'),
  (19, 6, '2024-10-06 11:05:00', 'checkout'),
  (20, 2, '2024-10-02 20:05:00', 'cart'),
  (21, 2, '2024-10-02 20:10:00', 'checkout'),
  (22, 2, '2024-10-02 20:20:00', 'checkout');
INSERT INTO page_views (id, visitor_id, viewed_at, page) SELECT 1000 + g, 7 + ((g / 5) * 7919) % 1494, TIMESTAMP '2024-10-01 00:00:00' + (((g / 5) * 104729) % 20160) * INTERVAL '1 minute' + ((g % 5) * (1 + (g * 13) % 15)) * INTERVAL '1 minute', (ARRAY['home', 'search', 'product', 'cart', 'checkout', 'confirmation', 'product', 'cart'])[1 + g % 5 + (g / 5) % 3 + (g * 7) % 3 / 2] FROM generate_series(0, 6999) AS g;
