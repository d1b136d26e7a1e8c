CREATE TABLE regions (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE
);
INSERT INTO regions (id, name) VALUES
  (1, 'City Centre'),
  (2, 'Riverside'),
  (3, 'North Hills'),
  (4, 'Harbour'),
  (5, 'Airport Park');

CREATE TABLE properties (
  id int PRIMARY KEY,
  region_id int NOT NULL REFERENCES regions(id),
  address text NOT NULL,
  property_type text NOT NULL CHECK (property_type IN ('apartment', 'house', 'townhouse', 'studio')),
  bedrooms int NOT NULL CHECK (bedrooms >= 0),
  floor_area_sqm numeric(6,1) NOT NULL CHECK (floor_area_sqm > 0),
  latitude numeric(8,5) NOT NULL,
  longitude numeric(8,5) NOT NULL,
  has_garden boolean NOT NULL,
  listed_on date NOT NULL
);
INSERT INTO properties (id, region_id, address, property_type, bedrooms, floor_area_sqm, latitude, longitude, has_garden, listed_on) VALUES
  (1, 1, '12 Market Street, Apt 4', 'apartment', 2, 68.0, 52.37021, 4.89516, false, '2024-01-08'),
  (2, 1, '3 Cathedral Lane', 'townhouse', 3, 120.5, 52.37210, 4.89001, true, '2024-01-15'),
  (3, 1, '88 Canal Walk, Apt 12', 'studio', 0, 31.5, 52.36890, 4.90102, false, '2024-02-01'),
  (4, 1, '5 Guild Square, Apt 2', 'apartment', 3, 95.0, 52.37100, 4.89770, false, '2024-02-20'),
  (5, 2, '21 Willow Bank', 'house', 4, 150.0, 52.35512, 4.92150, true, '2024-01-10'),
  (6, 2, '7 Ferry Road', 'house', 3, 90.0, 52.35890, 4.91877, true, '2024-01-22'),
  (7, 2, '40 Mill Quay, Apt 7', 'apartment', 2, 74.5, 52.35701, 4.92410, false, '2024-03-01'),
  (8, 2, '14 Reed Close', 'townhouse', 3, 110.0, 52.35320, 4.92003, true, '2024-03-05'),
  (9, 3, '2 Summit Drive', 'house', 5, 210.0, 52.40120, 4.88011, true, '2024-01-03'),
  (10, 3, '19 Beech Avenue', 'house', 3, 149.9, 52.39870, 4.87650, true, '2024-02-12'),
  (11, 3, '61 Ridge Road', 'house', 2, 89.9, 52.40311, 4.88320, true, '2024-02-26'),
  (12, 3, '9 Lookout Court', 'townhouse', 4, 135.0, 52.39990, 4.87102, false, '2024-03-18'),
  (13, 4, '1 Lighthouse Point, Apt 30', 'apartment', 3, 102.0, 52.38810, 4.94012, false, '2024-01-12'),
  (14, 4, '17 Dock Street, Apt 5', 'studio', 1, 38.0, 52.38650, 4.93870, false, '2024-02-05'),
  (15, 4, '33 Anchor Row', 'townhouse', 3, 118.0, 52.38922, 4.93555, true, '2024-02-14'),
  (16, 4, '8 Pier Terrace, Apt 1', 'apartment', 2, 80.0, 52.38700, 4.94200, false, '2024-03-20'),
  (17, 5, '45 Runway Way', 'house', 3, 125.0, 52.31010, 4.76502, true, '2024-01-30'),
  (18, 5, '2 Hangar Lane, Apt 9', 'apartment', 1, 52.0, 52.30870, 4.76920, false, '2024-03-10'),
  (19, 1, '27 Market Street, Apt 1', 'apartment', 1, 45.0, 52.37050, 4.89488, false, '2024-04-02'),
  (20, 3, '4 Orchard Rise', 'house', 4, 150.0, 52.40050, 4.87900, true, '2024-04-08');

CREATE TABLE price_history (
  id int PRIMARY KEY,
  property_id int NOT NULL REFERENCES properties(id),
  asking_price numeric(12,2) NOT NULL CHECK (asking_price > 0),
  valid_from date NOT NULL,
  valid_to date,
  CHECK (valid_to IS NULL OR valid_to > valid_from),
  UNIQUE (property_id, valid_from)
);
INSERT INTO price_history (id, property_id, asking_price, valid_from, valid_to) VALUES
  (1, 1, 425000, '2024-01-08', '2024-02-15'),
  (2, 1, 399000, '2024-02-15', NULL),
  (3, 2, 780000, '2024-01-15', NULL),
  (4, 3, 265000, '2024-02-01', '2024-03-01'),
  (5, 3, 249000, '2024-03-01', '2024-04-01'),
  (6, 3, 239000, '2024-04-01', NULL),
  (7, 4, 610000, '2024-02-20', NULL),
  (8, 5, 895000, '2024-01-10', '2024-02-10'),
  (9, 5, 925000, '2024-02-10', NULL),
  (10, 6, 540000, '2024-01-22', '2024-03-15'),
  (11, 6, 513000, '2024-03-15', NULL),
  (12, 7, 455000, '2024-03-01', NULL),
  (13, 8, 630000, '2024-03-05', '2024-04-05'),
  (14, 8, 630000, '2024-04-05', NULL),
  (15, 9, 1450000, '2024-01-03', '2024-02-01'),
  (16, 9, 1350000, '2024-02-01', '2024-03-01'),
  (17, 9, 1299000, '2024-03-01', NULL),
  (18, 10, 720000, '2024-02-12', NULL),
  (19, 11, 410000, '2024-02-26', '2024-03-26'),
  (20, 11, 389500, '2024-03-26', NULL),
  (21, 12, 698000, '2024-03-18', NULL),
  (22, 13, 575000, '2024-01-12', '2024-02-12'),
  (23, 13, 560000, '2024-02-12', '2024-03-01'),
  (24, 13, 590000, '2024-03-01', NULL),
  (25, 14, 210000, '2024-02-05', NULL),
  (26, 15, 615000, '2024-02-14', '2024-03-14'),
  (27, 15, 553500, '2024-03-14', NULL),
  (28, 16, 398000, '2024-03-20', NULL),
  (29, 17, 495000, '2024-01-30', '2024-03-01'),
  (30, 17, 470000, '2024-03-01', NULL),
  (31, 18, 235000, '2024-03-10', NULL),
  (32, 19, 310000, '2024-04-02', NULL),
  (33, 20, 880000, '2024-04-08', NULL);
