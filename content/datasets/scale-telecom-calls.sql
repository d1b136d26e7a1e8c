CREATE TABLE subscribers (
  id int PRIMARY KEY,
  msisdn text NOT NULL UNIQUE,
  plan text NOT NULL CHECK (plan IN ('prepaid', 'postpaid', 'business')),
  region text NOT NULL CHECK (region IN ('north', 'south', 'east', 'west', 'central')),
  joined_on date NOT NULL
);
CREATE TABLE addons (
  subscriber_id int NOT NULL REFERENCES subscribers(id),
  addon text NOT NULL CHECK (addon IN ('roaming', 'hd_voice', 'video_pack', 'family')),
  PRIMARY KEY (subscriber_id, addon)
);
CREATE TABLE calls (
  id int PRIMARY KEY,
  subscriber_id int NOT NULL REFERENCES subscribers(id),
  started_at timestamp NOT NULL,
  duration_s int NOT NULL CHECK (duration_s >= 0),
  call_type text NOT NULL CHECK (call_type IN ('voice', 'video')),
  dropped boolean NOT NULL
);
INSERT INTO subscribers (id, msisdn, plan, region, joined_on) VALUES
  (1, '+4790000001', 'prepaid', 'north', '2021-05-14'),
  (2, '+4790000002', 'postpaid', 'north', '2022-11-02'),
  (3, '+4790000003', 'business', 'south', '2020-01-20'),
  (4, '+4790000004', 'postpaid', 'east', '2023-07-07'),
  (5, '+4790000005', 'prepaid', 'west', '2024-02-28'),
  (6, '+4790000006', 'business', 'central', '2019-09-09'),
  (7, '+4790000007', 'postpaid', 'central', '2023-03-15'),
  (8, '+4790000008', 'prepaid', 'south', '2022-06-30'),
  (9, '+4790000009', 'business', 'east', '2021-12-01'),
  (10, '+4790000010', 'postpaid', 'west', '2024-01-10');
INSERT INTO subscribers (id, msisdn, plan, region, joined_on) SELECT g, '+4791' || lpad(g::text, 6, '0'), (ARRAY['prepaid', 'postpaid', 'business'])[1 + (g * 7) % 3], (ARRAY['north', 'south', 'east', 'west', 'central'])[1 + (g * 11) % 5], DATE '2019-01-01' + (g * 367) % 1880 FROM generate_series(11, 2000) AS g;
INSERT INTO addons (subscriber_id, addon) VALUES
  (1, 'roaming'),
  (1, 'hd_voice'),
  (1, 'family'),
  (3, 'roaming'),
  (6, 'video_pack'),
  (6, 'roaming'),
  (9, 'hd_voice');
INSERT INTO addons (subscriber_id, addon) SELECT 11 + ((g % 1300) * 13) % 1990, (ARRAY['roaming', 'hd_voice', 'video_pack', 'family'])[1 + (g / 1300 + g) % 4] FROM generate_series(1, 2000) AS g;
INSERT INTO calls (id, subscriber_id, started_at, duration_s, call_type, dropped) VALUES
  (1, 1, '2024-03-01 08:00:00', 300, 'voice', false),
  (2, 1, '2024-03-01 08:10:00', 45, 'voice', true),
  (3, 1, '2024-03-01 08:12:45', 600, 'voice', false),
  (4, 1, '2024-03-02 19:00:00', 1200, 'video', false),
  (5, 2, '2024-03-03 09:00:00', 60, 'voice', true),
  (6, 2, '2024-03-03 09:03:00', 30, 'voice', true),
  (7, 2, '2024-03-03 09:04:00', 20, 'voice', true),
  (8, 2, '2024-03-03 09:05:00', 900, 'voice', false),
  (9, 3, '2024-03-05 14:00:00', 1800, 'voice', false),
  (10, 3, '2024-03-05 14:10:00', 600, 'video', false),
  (11, 3, '2024-03-05 14:20:00', 300, 'voice', true),
  (12, 3, '2024-03-05 14:27:00', 0, 'voice', false),
  (13, 4, '2024-03-10 10:00:00', 120, 'voice', true),
  (14, 4, '2024-03-10 10:04:01', 240, 'voice', false),
  (15, 5, '2024-03-12 22:00:00', 3000, 'video', false),
  (16, 5, '2024-03-12 23:00:00', 10, 'voice', true),
  (17, 5, '2024-03-12 23:00:10', 10, 'voice', true),
  (18, 5, '2024-03-12 23:02:10', 10, 'voice', true),
  (19, 5, '2024-03-12 23:03:00', 500, 'voice', true),
  (20, 6, '2024-03-15 12:00:00', 2400, 'video', false),
  (21, 6, '2024-03-15 12:00:00', 2400, 'voice', false),
  (22, 6, '2024-03-15 12:30:00', 60, 'voice', false),
  (23, 7, '2024-03-20 07:00:00', 200, 'voice', true),
  (24, 8, '2024-03-22 16:00:00', 100, 'voice', true),
  (25, 8, '2024-03-22 16:03:20', 100, 'voice', false),
  (26, 9, '2024-03-25 11:00:00', 1500, 'voice', false),
  (27, 9, '2024-03-25 11:30:00', 1500, 'voice', false),
  (28, 10, '2024-03-30 23:59:00', 400, 'voice', true),
  (29, 7, '2024-03-20 08:00:00', 90, 'voice', true),
  (30, 7, '2024-03-20 09:00:00', 90, 'voice', false),
  (31, 7, '2024-03-20 10:00:00', 90, 'voice', true),
  (32, 8, '2024-03-01 10:00:00', 30, 'voice', true),
  (33, 8, '2024-03-01 10:05:00', 30, 'voice', true),
  (34, 8, '2024-03-01 10:10:00', 30, 'voice', true),
  (35, 8, '2024-03-01 10:20:00', 300, 'voice', false),
  (36, 8, '2024-03-02 10:00:00', 30, 'voice', true),
  (37, 8, '2024-03-02 10:05:00', 30, 'voice', true),
  (38, 8, '2024-03-02 10:10:00', 30, 'voice', true),
  (39, 8, '2024-03-02 10:15:00', 30, 'video', true),
  (40, 3, '2024-03-06 09:00:00', 600, 'voice', false);
INSERT INTO calls (id, subscriber_id, started_at, duration_s, call_type, dropped) SELECT 1000 + g, 11 + (g * 7919) % 1990, TIMESTAMP '2024-03-01 00:00:00' + ((g * 104729) % 604800) * INTERVAL '1 second', (g * 37) % 1800, CASE WHEN g % 5 = 0 THEN 'video' ELSE 'voice' END, g % 13 = 0 OR g % 31 = 0 FROM generate_series(1, 4000) AS g;
