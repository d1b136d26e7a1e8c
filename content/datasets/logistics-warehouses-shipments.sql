CREATE TABLE warehouses (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  city text NOT NULL,
  region text NOT NULL
);
INSERT INTO warehouses (id, name, city, region) VALUES
  (1, 'Rotterdam Hub', 'Rotterdam', 'West'),
  (2, 'Lyon Depot', 'Lyon', 'South'),
  (3, 'Hamburg North', 'Hamburg', 'North'),
  (4, 'Milan Cross-Dock', 'Milan', 'South'),
  (5, 'Warsaw East', 'Warsaw', 'East'),
  (6, 'Madrid Central', 'Madrid', 'South');

CREATE TABLE shipments (
  id int PRIMARY KEY,
  warehouse_id int NOT NULL REFERENCES warehouses(id),
  carrier text NOT NULL,
  destination_city text NOT NULL,
  shipped_date date NOT NULL,
  promised_date date NOT NULL,
  delivered_date date,
  weight_kg numeric(8,1) NOT NULL CHECK (weight_kg > 0),
  cost numeric(10,2) NOT NULL CHECK (cost > 0),
  CHECK (promised_date >= shipped_date),
  CHECK (delivered_date >= shipped_date)
);
INSERT INTO shipments (id, warehouse_id, carrier, destination_city, shipped_date, promised_date, delivered_date, weight_kg, cost) VALUES
  (1, 1, 'DHL', 'Antwerp', '2024-03-01', '2024-03-03', '2024-03-02', 120.5, 210),
  (2, 1, 'DPD', 'Brussels', '2024-03-01', '2024-03-04', '2024-03-05', 80, 145),
  (3, 2, 'GLS', 'Marseille', '2024-03-01', '2024-03-03', '2024-03-03', 45.2, 88.5),
  (4, 3, 'DHL', 'Copenhagen', '2024-03-02', '2024-03-05', '2024-03-04', 300, 420),
  (5, 4, 'UPS', 'Zurich', '2024-03-02', '2024-03-04', '2024-03-07', 62, 190),
  (6, 5, 'DPD', 'Krakow', '2024-03-02', '2024-03-05', '2024-03-05', 150, 160),
  (7, 1, 'GLS', 'Paris', '2024-03-04', '2024-03-07', '2024-03-06', 95.5, 175),
  (8, 2, 'UPS', 'Geneva', '2024-03-04', '2024-03-06', '2024-03-06', 30, 99),
  (9, 3, 'DPD', 'Berlin', '2024-03-04', '2024-03-05', '2024-03-08', 210, 240),
  (10, 4, 'DHL', 'Munich', '2024-03-05', '2024-03-07', '2024-03-07', 180, 305),
  (11, 5, 'GLS', 'Prague', '2024-03-05', '2024-03-08', '2024-03-11', 75, 130),
  (12, 1, 'UPS', 'London', '2024-03-06', '2024-03-08', '2024-03-08', 55, 260),
  (13, 2, 'DHL', 'Barcelona', '2024-03-06', '2024-03-09', '2024-03-08', 140, 230),
  (14, 3, 'GLS', 'Oslo', '2024-03-07', '2024-03-11', NULL, 260, 390),
  (15, 4, 'DPD', 'Vienna', '2024-03-07', '2024-03-09', '2024-03-09', 88, 150),
  (16, 5, 'DHL', 'Vilnius', '2024-03-08', '2024-03-11', '2024-03-10', 110, 215),
  (17, 1, 'DPD', 'Amsterdam', '2024-03-08', '2024-03-09', '2024-03-09', 20, 45),
  (18, 2, 'UPS', 'Turin', '2024-03-08', '2024-03-11', '2024-03-13', 66, 140),
  (19, 3, 'DHL', 'Stockholm', '2024-03-10', '2024-03-13', NULL, 175, 330),
  (20, 4, 'GLS', 'Ljubljana', '2024-03-10', '2024-03-13', '2024-03-12', 92, 160),
  (21, 1, 'DHL', 'Cologne', '2024-03-11', '2024-03-12', '2024-03-12', 130, 190),
  (22, 5, 'UPS', 'Budapest', '2024-03-11', '2024-03-13', NULL, 58, 175),
  (23, 2, 'DPD', 'Toulouse', '2024-03-12', '2024-03-14', '2024-03-14', 102, 120),
  (24, 3, 'UPS', 'Helsinki', '2024-03-12', '2024-03-15', NULL, 240, 410),
  (25, 4, 'DHL', 'Florence', '2024-03-13', '2024-03-14', '2024-03-15', 70, 150),
  (26, 1, 'GLS', 'Lille', '2024-03-13', '2024-03-15', '2024-03-15', 48, 90),
  (27, 5, 'DPD', 'Gdansk', '2024-03-14', '2024-03-16', NULL, 135, 155),
  (28, 2, 'DHL', 'Nice', '2024-03-14', '2024-03-16', NULL, 60, 140),
  (29, 4, 'DHL', 'Genoa', '2024-02-29', '2024-03-02', '2024-03-01', 95, 305);
