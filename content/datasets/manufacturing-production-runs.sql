CREATE TABLE machines (
  id int PRIMARY KEY,
  code text NOT NULL UNIQUE,
  line text NOT NULL CHECK (line IN ('L1', 'L2', 'L3')),
  model text NOT NULL,
  commissioned_on date NOT NULL
);
INSERT INTO machines (id, code, line, model, commissioned_on) VALUES
  (1, 'PR-01', 'L1', 'Schuler 400t press', '2018-03-01'),
  (2, 'PR-02', 'L1', 'Schuler 400t press', '2020-09-15'),
  (3, 'CN-01', 'L2', 'DMG Mori 5-axis mill', '2019-01-10'),
  (4, 'CN-02', 'L2', 'DMG Mori 5-axis mill', '2022-04-04'),
  (5, 'WD-01', 'L3', 'KUKA welding cell', '2021-06-01'),
  (6, 'WD-02', 'L3', 'KUKA welding cell', '2023-02-20'),
  (7, 'PT-01', 'L3', 'Wagner powder booth', '2024-05-20');

CREATE TABLE production_runs (
  id int PRIMARY KEY,
  machine_id int NOT NULL REFERENCES machines(id),
  product_code text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  units_produced int NOT NULL CHECK (units_produced >= 0),
  units_scrapped int NOT NULL CHECK (units_scrapped >= 0 AND units_scrapped <= units_produced),
  operator text NOT NULL,
  qc_report jsonb NOT NULL,
  CHECK (ended_at > started_at)
);
INSERT INTO production_runs (id, machine_id, product_code, started_at, ended_at, units_produced, units_scrapped, operator, qc_report) VALUES
  (1, 1, 'BRK-A', '2024-05-06 04:00:00+00', '2024-05-06 12:00:00+00', 1200, 18, 'Petra Holm', '{"status": "released", "inspector": "J. Lindner", "sample_size": 50, "defects": [{"code": "SCRATCH", "qty": 10}, {"code": "BURR", "qty": 8}]}'),
  (2, 1, 'BRK-A', '2024-05-06 12:00:00+00', '2024-05-06 20:00:00+00', 1150, 25, 'Lars Eriksen', '{"status": "released", "inspector": "S. Rossi", "sample_size": 50, "defects": [{"code": "BURR", "qty": 25}]}'),
  (3, 1, 'PLT-D', '2024-05-06 20:00:00+00', '2024-05-07 04:00:00+00', 900, 30, 'Dana Novak', '{"status": "released", "inspector": "M. Okafor", "sample_size": 50, "defects": [{"code": "DENT", "qty": 22}, {"code": "SCRATCH", "qty": 8}]}'),
  (4, 1, 'PLT-D', '2024-05-07 03:59:00+00', '2024-05-07 11:59:00+00', 800, 10, 'Ruth Meier', '{"status": "released", "inspector": "J. Lindner", "sample_size": 50, "defects": [{"code": "DENT", "qty": 10}]}'),
  (5, 1, 'BRK-A', '2024-05-07 11:59:00+00', '2024-05-07 19:59:00+00', 1300, 20, 'Ivo Petrov', '{"status": "released", "inspector": "M. Okafor", "sample_size": 50, "defects": [{"code": "SCRATCH", "qty": 20}, {"code": "BURR", "qty": 0}]}'),
  (6, 2, 'BRK-A', '2024-05-06 04:30:00+00', '2024-05-06 11:30:00+00', 1000, 30, 'Kemal Aydin', '{"status": "released", "inspector": "J. Lindner", "sample_size": 50, "defects": [{"code": "BURR", "qty": 30}]}'),
  (7, 2, 'PLT-D', '2024-05-06 13:00:00+00', '2024-05-06 20:00:00+00', 1300, 30, 'Petra Holm', '{"status": "released", "inspector": "S. Rossi", "sample_size": 50, "defects": [{"code": "DENT", "qty": 20}, {"code": "CRACK", "qty": 10}]}'),
  (8, 2, 'BRK-A', '2024-05-07 04:00:00+00', '2024-05-07 12:00:00+00', 1000, 12, 'Lars Eriksen', '{"status": "released", "inspector": "M. Okafor", "sample_size": 50, "defects": []}'),
  (9, 2, 'PLT-D', '2024-05-07 19:59:00+00', '2024-05-08 03:59:00+00', 1000, 10, 'Dana Novak', '{"status": "released", "inspector": "J. Lindner", "sample_size": 50, "defects": [{"code": "DENT", "qty": 10}]}'),
  (10, 2, 'BRK-A', '2024-05-08 00:00:00+00', '2024-05-08 04:00:00+00', 700, 5, 'Ruth Meier', '{"status": "released", "inspector": "M. Okafor", "sample_size": 50, "defects": [{"code": "SCRATCH", "qty": 5}]}'),
  (11, 3, 'HSG-B', '2024-05-06 05:00:00+00', '2024-05-06 13:00:00+00', 400, 12, 'Ivo Petrov', '{"status": "released", "inspector": "J. Lindner", "sample_size": 20, "defects": [{"code": "POROSITY", "qty": 8}, {"code": "DIMENSION", "qty": 4}]}'),
  (12, 3, 'HSG-B', '2024-05-06 13:00:00+00', '2024-05-06 21:00:00+00', 420, 6, 'Kemal Aydin', '{"status": "released", "inspector": "S. Rossi", "sample_size": 20, "defects": [{"code": "DIMENSION", "qty": 6}]}'),
  (13, 3, 'SHF-E', '2024-05-07 05:00:00+00', '2024-05-07 11:00:00+00', 600, 3, 'Petra Holm', '{"status": "released", "inspector": "M. Okafor", "sample_size": 50, "defects": [{"code": "DIMENSION", "qty": 3}]}'),
  (14, 3, 'SHF-E', '2024-05-07 12:00:00+00', '2024-05-07 18:00:00+00', 600, 9, 'Lars Eriksen', '{"status": "released", "inspector": "J. Lindner", "sample_size": 50, "defects": [{"code": "DIMENSION", "qty": 5}, {"code": "SCRATCH", "qty": 2}, {"code": "SCRATCH", "qty": 2}]}'),
  (15, 3, 'HSG-B', '2024-05-08 20:00:00+00', '2024-05-09 04:00:00+00', 380, 15, 'Dana Novak', '{"status": "released", "inspector": "M. Okafor", "sample_size": 20, "defects": [{"code": "POROSITY", "qty": 15}]}'),
  (16, 4, 'HSG-B', '2024-05-06 04:00:00+00', '2024-05-06 12:00:00+00', 390, 4, 'Ruth Meier', '{"status": "released", "inspector": "J. Lindner", "sample_size": 20, "defects": [{"code": "POROSITY", "qty": 4}]}'),
  (17, 4, 'SHF-E', '2024-05-06 12:30:00+00', '2024-05-06 20:30:00+00', 550, 2, 'Ivo Petrov', '{"status": "released", "inspector": "S. Rossi", "sample_size": 50, "defects": [{"code": "DIMENSION", "qty": 2}]}'),
  (18, 4, 'SHF-E', '2024-05-07 04:00:00+00', '2024-05-07 12:00:00+00', 600, 6, 'Kemal Aydin', '{"status": "released", "inspector": "M. Okafor", "sample_size": 50, "defects": [{"code": "BURR", "qty": 6}]}'),
  (19, 4, 'HSG-B', '2024-05-07 21:00:00+00', '2024-05-08 04:00:00+00', 350, 7, 'Petra Holm', '{"status": "pending", "inspector": null}'),
  (20, 5, 'FRM-C', '2024-05-06 04:00:00+00', '2024-05-06 14:00:00+00', 240, 6, 'Lars Eriksen', '{"status": "released", "inspector": "M. Okafor", "sample_size": 20, "defects": [{"code": "WELD_GAP", "qty": 4}, {"code": "SPATTER", "qty": 2}]}'),
  (21, 5, 'FRM-C', '2024-05-07 04:00:00+00', '2024-05-07 14:00:00+00', 280, 2, 'Dana Novak', '{"status": "released", "inspector": "J. Lindner", "sample_size": 20, "defects": [{"code": "SPATTER", "qty": 2}]}'),
  (22, 5, 'FRM-C', '2024-05-08 04:00:00+00', '2024-05-08 14:00:00+00', 250, 5, 'Ruth Meier', '{"status": "released", "inspector": "S. Rossi", "sample_size": 20, "defects": [{"code": "WELD_GAP", "qty": 5}]}'),
  (23, 5, 'FRM-C', '2024-05-08 16:00:00+00', '2024-05-09 02:00:00+00', 230, 12, 'Ivo Petrov', '{"status": "released", "inspector": "M. Okafor", "sample_size": 20, "defects": [{"code": "WELD_GAP", "qty": 6}, {"code": "SPATTER", "qty": 6}]}'),
  (24, 6, 'FRM-C', '2024-05-06 12:00:00+00', '2024-05-06 20:00:00+00', 180, 4, 'Kemal Aydin', '{"status": "released", "inspector": "J. Lindner", "sample_size": 20, "defects": [{"code": "WELD_GAP", "qty": 1}, {"code": "CRACK", "qty": 3}]}'),
  (25, 6, 'FRM-C', '2024-05-07 12:00:00+00', '2024-05-07 20:00:00+00', 240, 0, 'Petra Holm', '{"status": "released", "inspector": "M. Okafor", "sample_size": 20, "defects": []}'),
  (26, 6, 'FRM-C', '2024-05-08 12:00:00+00', '2024-05-08 20:00:00+00', 280, 6, 'Lars Eriksen', '{"status": "released", "inspector": "J. Lindner", "sample_size": 20, "defects": [{"code": "SPATTER", "qty": 6}]}'),
  (27, 6, 'BRK-A', '2024-05-09 04:00:00+00', '2024-05-09 12:00:00+00', 300, 3, 'Dana Novak', '{"status": "released", "inspector": "S. Rossi", "sample_size": 20, "defects": [{"code": "BURR", "qty": 3}]}');

CREATE TABLE downtime_events (
  id int PRIMARY KEY,
  machine_id int NOT NULL REFERENCES machines(id),
  reported_at timestamptz NOT NULL,
  minutes int NOT NULL CHECK (minutes > 0),
  reason text,
  source text NOT NULL CHECK (source IN ('plc', 'operator'))
);
INSERT INTO downtime_events (id, machine_id, reported_at, minutes, reason, source) VALUES
  (1, 1, '2024-05-06 07:12:00+00', 17, NULL, 'plc'),
  (2, 1, '2024-05-06 07:12:00+00', 15, 'die change', 'operator'),
  (3, 2, '2024-05-06 09:40:00+00', 42, NULL, 'plc'),
  (4, 3, '2024-05-06 11:05:00+00', 8, NULL, 'plc'),
  (5, 3, '2024-05-06 11:05:00+00', 10, 'tool breakage', 'operator'),
  (6, 3, '2024-05-06 11:05:00+00', 10, 'tool breakage', 'operator'),
  (7, 5, '2024-05-06 13:30:00+00', 25, 'wire feed jam', 'operator'),
  (8, 1, '2024-05-07 04:00:00+00', 30, NULL, 'plc'),
  (9, 1, '2024-05-07 04:00:00+00', 31, NULL, 'plc'),
  (10, 4, '2024-05-07 08:15:00+00', 12, NULL, 'plc'),
  (11, 4, '2024-05-07 08:16:00+00', 12, 'coolant low', 'operator'),
  (12, 6, '2024-05-07 12:00:00+00', 55, 'robot fault E-217', 'operator'),
  (13, 6, '2024-05-07 12:00:00+00', 58, NULL, 'plc'),
  (14, 2, '2024-05-08 03:20:00+00', 9, NULL, 'plc'),
  (15, 5, '2024-05-08 10:45:00+00', 20, NULL, 'plc'),
  (16, 5, '2024-05-08 10:45:00+00', 20, 'gas bottle change', 'operator'),
  (17, 3, '2024-05-08 21:10:00+00', 14, 'program error', 'operator'),
  (18, 3, '2024-05-08 21:10:00+00', 16, 'spindle alarm', 'operator');
