CREATE TABLE instruments (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  instrument_type text NOT NULL,
  metadata jsonb NOT NULL
);
INSERT INTO instruments (id, name, instrument_type, metadata) VALUES
  (1, 'LC-MS 1', 'lc-ms', '{"vendor": "Thermo", "model": "Q Exactive", "location": {"building": "B2", "room": "214"}, "calibration": {"last_calibrated": "2024-05-02", "interval_days": 90}, "detectors": ["UV", "MS"]}'),
  (2, 'LC-MS 2', 'lc-ms', '{"vendor": "Sciex", "model": "6500+", "location": {"building": "B2", "room": "216"}, "calibration": {"last_calibrated": "2024-03-01", "interval_days": 90}, "detectors": ["MS"]}'),
  (3, 'Plate Reader', 'plate-reader', '{"vendor": "BioTek", "model": "Synergy H1", "location": {"building": "B1", "room": "020"}, "calibration": {"last_calibrated": "2024-01-01", "interval_days": 182}, "detectors": ["absorbance", "fluorescence"]}'),
  (4, 'ICP-OES', 'icp-oes', '{"vendor": "Agilent", "model": "5110", "location": {"building": "B3", "room": "101"}, "detectors": ["optical"]}'),
  (5, 'pH Meter 7', 'ph-meter', '{"vendor": "Mettler Toledo", "location": {"building": "B1", "room": "018"}, "calibration": {"last_calibrated": "2024-06-28", "interval_days": 1}}'),
  (7, 'Balance 3', 'balance', '{"vendor": "Sartorius", "model": "Cubis II", "location": {"building": "B1", "room": "018"}, "calibration": {"last_calibrated": "2024-06-29", "interval_days": 1}}'),
  (8, 'Autoclave 2', 'autoclave', '{"vendor": "Tuttnauer", "location": {"building": "B3", "room": "105"}}'),
  (6, 'Spare GC', 'gc', '{"vendor": "Shimadzu", "model": "GC-2030", "location": {"building": "B3"}, "calibration": {"last_calibrated": "2023-11-15", "interval_days": 365}, "detectors": ["FID"]}');

CREATE TABLE samples (
  id int PRIMARY KEY,
  sample_code text NOT NULL UNIQUE,
  parent_sample_id int REFERENCES samples(id),
  project text NOT NULL,
  material text NOT NULL,
  collected_on date NOT NULL,
  volume_ul numeric(8,1) NOT NULL CHECK (volume_ul > 0),
  CHECK (parent_sample_id IS NULL OR parent_sample_id < id)
);
INSERT INTO samples (id, sample_code, parent_sample_id, project, material, collected_on, volume_ul) VALUES
  (1, 'PS-2024-001', NULL, 'PLASMA', 'plasma', '2024-05-02', 500),
  (2, ' ps-2024-002', NULL, 'PLASMA', 'plasma', '2024-05-20', 450),
  (3, 'PS_2024_003', NULL, 'PLASMA', 'plasma', '2024-06-07', 500),
  (4, 'PS-2024-004 ', NULL, 'PLASMA', 'plasma', '2024-06-18', 300),
  (5, 'SO-2024-001', NULL, 'SOIL', 'soil', '2024-06-12', 2000),
  (6, 'so-2024-002', NULL, 'SOIL', 'soil', '2024-06-28', 2000),
  (7, 'SO-2024-003', NULL, 'SOIL', 'soil', '2024-05-30', 1500),
  (8, 'PS-2024-001-A', 1, 'PLASMA', 'plasma', '2024-05-02', 200),
  (9, 'PS-2024-001-B', 1, 'PLASMA', 'plasma', '2024-05-02', 200),
  (10, 'PS-2024-001-A1', 8, 'PLASMA', 'plasma extract', '2024-05-09', 50),
  (11, 'PS-2024-001-A2', 8, 'PLASMA', 'plasma extract', '2024-05-09', 50),
  (12, 'ps-2024-001-a1_x', 10, 'PLASMA', 'diluted extract', '2024-06-01', 20),
  (13, 'PS-2024-002-A', 2, 'PLASMA', 'plasma', '2024-05-21', 200),
  (14, 'PS-2024-003-A', 3, 'PLASMA', 'plasma', '2024-06-08', 200),
  (15, 'PS-2024-003-B', 3, 'PLASMA', 'plasma', '2024-06-08', 200),
  (16, 'SO-2024-001-A', 5, 'SOIL', 'soil digest', '2024-06-13', 100),
  (17, 'SO-2024-001-A1', 16, 'SOIL', 'diluted digest', '2024-06-14', 25),
  (18, 'SO-2024-002-A', 6, 'SOIL', 'soil digest', '2024-06-29', 100);

CREATE TABLE runs (
  id int PRIMARY KEY,
  sample_id int NOT NULL REFERENCES samples(id),
  instrument_id int NOT NULL REFERENCES instruments(id),
  started_at timestamp NOT NULL,
  status text NOT NULL CHECK (status IN ('ok', 'failed', 'aborted')),
  uploaded_at timestamp NOT NULL,
  results jsonb,
  CHECK (uploaded_at >= started_at)
);
INSERT INTO runs (id, sample_id, instrument_id, started_at, status, uploaded_at, results) VALUES
  (1, 1, 3, '2024-05-03 09:00', 'ok', '2024-05-03 10:00', '{"analytes": [{"name": "glucose", "value": 5.1, "unit": "mmol/L"}, {"name": "lactate", "value": 1.2, "unit": "mmol/L"}], "qc": {"operator": "JS"}}'),
  (2, 8, 3, '2024-05-06 09:00', 'ok', '2024-05-06 09:40', NULL),
  (3, 8, 3, '2024-05-06 09:00', 'ok', '2024-05-06 11:15', '{"analytes": [{"name": "glucose", "value": 5.3, "unit": "mmol/L"}, {"name": "lactate", "value": null, "unit": "mmol/L"}], "qc": {"operator": "JS"}}'),
  (4, 10, 1, '2024-05-10 14:00', 'ok', '2024-05-10 15:00', '{"analytes": [{"name": "caffeine", "value": 12.5, "unit": "ng/mL"}, {"name": "paracetamol", "value": 3.2, "unit": "ng/mL"}], "qc": {"operator": "AK"}}'),
  (5, 10, 1, '2024-05-12 14:00', 'failed', '2024-05-12 14:30', NULL),
  (6, 11, 1, '2024-05-12 15:00', 'ok', '2024-05-12 16:00', '{"analytes": [{"name": "caffeine", "value": 11.9, "unit": "ng/mL"}, {"name": "paracetamol", "value": null, "unit": "ng/mL"}], "qc": {"operator": "AK"}}'),
  (7, 12, 1, '2024-06-03 10:00', 'aborted', '2024-06-03 10:20', NULL),
  (8, 2, 3, '2024-06-04 09:00', 'ok', '2024-06-04 09:45', '{"analytes": [{"name": "glucose", "value": 4.8, "unit": "mmol/L"}, {"name": "lactate", "value": 0.9, "unit": "mmol/L"}], "qc": {"operator": "MB"}}'),
  (9, 13, 3, '2024-06-04 09:30', 'failed', '2024-06-04 10:00', NULL),
  (10, 13, 3, '2024-06-05 09:30', 'ok', '2024-06-05 10:10', '{"analytes": [{"name": "glucose", "value": 4.9, "unit": "mmol/L"}, {"name": "lactate", "value": 1.0, "unit": "mmol/L"}], "qc": {"operator": "MB"}}'),
  (11, 3, 2, '2024-06-10 11:00', 'ok', '2024-06-10 12:30', '{"analytes": [{"name": "caffeine", "value": 8.0, "unit": "ng/mL"}, {"name": "paracetamol", "value": 2.5, "unit": "ng/mL"}], "qc": {"operator": "AK"}}'),
  (12, 14, 2, '2024-06-10 12:00', 'failed', '2024-06-10 12:40', NULL),
  (13, 14, 2, '2024-06-10 12:00', 'failed', '2024-06-10 13:05', NULL),
  (14, 15, 2, '2024-06-11 08:00', 'ok', '2024-06-11 09:00', '{"analytes": [{"name": "caffeine", "value": 7.7, "unit": "ng/mL"}], "qc": {"operator": "AK"}}'),
  (15, 5, 4, '2024-06-14 10:00', 'ok', '2024-06-14 12:00', '{"analytes": [{"name": "lead", "value": 35.2, "unit": "mg/kg"}, {"name": "zinc", "value": 88.1, "unit": "mg/kg"}], "qc": {"operator": "RS"}}'),
  (16, 16, 4, '2024-06-14 11:00', 'ok', '2024-06-14 12:00', '{"analytes": [{"name": "lead", "value": 40.0, "unit": "mg/kg"}, {"name": "zinc", "value": null, "unit": "mg/kg"}], "qc": {"operator": "RS"}}'),
  (17, 17, 4, '2024-06-15 10:00', 'failed', '2024-06-15 10:30', '{"analytes": [{"name": "lead", "value": 250.0, "unit": "mg/kg"}], "qc": {"operator": "RS", "error": "plasma drift"}}'),
  (18, 6, 4, '2024-06-30 23:30', 'ok', '2024-07-01 08:00', '{"analytes": [{"name": "lead", "value": 12.0, "unit": "mg/kg"}, {"name": "zinc", "value": 60.5, "unit": "mg/kg"}], "qc": {"operator": "RS"}}'),
  (19, 18, 4, '2024-07-01 00:00', 'ok', '2024-07-01 08:00', '{"analytes": [{"name": "lead", "value": 13.5, "unit": "mg/kg"}, {"name": "zinc", "value": 61.0, "unit": "mg/kg"}], "qc": {"operator": "RS"}}'),
  (20, 7, 5, '2024-06-01 00:00', 'ok', '2024-06-01 07:30', '{"analytes": [{"name": "ph", "value": 6.8, "unit": "pH"}], "qc": {"operator": "MB"}}'),
  (21, 5, 5, '2024-05-31 23:59', 'ok', '2024-06-01 07:30', '{"analytes": [{"name": "ph", "value": 7.1, "unit": "pH"}], "qc": {"operator": "MB"}}'),
  (22, 16, 5, '2024-06-20 10:00', 'ok', '2024-06-20 10:05', '{"analytes": [{"name": "ph", "value": 7.4, "unit": "pH"}], "qc": {"operator": "RS"}}'),
  (23, 4, 1, '2024-06-21 10:00', 'ok', '2024-06-21 11:00', '{"analytes": [{"name": "caffeine", "value": 9.1, "unit": "ng/mL"}, {"name": "paracetamol", "value": 2.9, "unit": "ng/mL"}], "qc": {"operator": "AK"}}'),
  (24, 9, 3, '2024-06-21 11:00', 'aborted', '2024-06-21 11:10', NULL),
  (25, 9, 3, '2024-06-24 09:00', 'ok', '2024-06-24 10:00', NULL),
  (26, 9, 3, '2024-06-24 09:00', 'ok', '2024-06-24 10:00', '{"analytes": [{"name": "glucose", "value": 5.0, "unit": "mmol/L"}, {"name": "lactate", "value": 1.1, "unit": "mmol/L"}], "qc": {"operator": "JS"}}');
