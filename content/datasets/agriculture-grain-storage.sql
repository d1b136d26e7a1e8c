CREATE TABLE silos (
  id int PRIMARY KEY,
  site text NOT NULL,
  silo_code text NOT NULL UNIQUE,
  capacity_t numeric(8,2) NOT NULL CHECK (capacity_t > 0)
);
INSERT INTO silos (id, site, silo_code, capacity_t) VALUES
  (1, 'North Yard', 'NY-1', 1200.00),
  (2, 'North Yard', 'NY-2', 800.00),
  (3, 'River Depot', 'RD-1', 1500.00),
  (4, 'River Depot', 'RD-2', 600.00);

CREATE TABLE grain_lots (
  id int PRIMARY KEY,
  lot_code text NOT NULL UNIQUE,
  crop text NOT NULL CHECK (crop IN ('wheat', 'barley', 'maize', 'canola', 'oats')),
  grower text NOT NULL,
  harvested_on date NOT NULL,
  tonnes numeric(8,2) NOT NULL CHECK (tonnes > 0),
  moisture_pct numeric(4,1) CHECK (moisture_pct BETWEEN 0 AND 40)
);
INSERT INTO grain_lots (id, lot_code, crop, grower, harvested_on, tonnes, moisture_pct) VALUES
  (1, 'W24-001', 'wheat', 'Hollow Creek Farm', '2024-07-22', 150.00, 13.0),
  (2, 'W24-002', 'wheat', 'Red Mesa Ranch', '2024-07-25', 120.50, 12.4),
  (3, 'W24-003', 'wheat', 'Stony Ridge Farm', '2024-07-29', 129.50, 12.4),
  (4, 'B24-001', 'barley', 'Red Mesa Ranch', '2024-07-10', 300.00, 11.8),
  (5, 'B24-002', 'barley', 'Willow Bend Co-op', '2024-07-15', 260.00, NULL),
  (6, 'M24-001', 'maize', 'Hollow Creek Farm', '2024-09-20', 95.00, 15.5),
  (7, 'M24-002', 'maize', 'Willow Bend Co-op', '2024-09-24', 110.25, 14.2),
  (8, 'M24-003', 'maize', 'Hollow Creek Farm', '2024-09-30', 88.00, 14.2),
  (9, 'M24-004', 'maize', 'Stony Ridge Farm', '2024-10-02', 106.74, 16.1),
  (10, 'C24-001', 'canola', 'Red Mesa Ranch', '2024-07-05', 140.00, 8.9),
  (11, 'C24-002', 'canola', 'Stony Ridge Farm', '2024-07-08', 155.50, NULL),
  (12, 'C24-003', 'canola', 'Willow Bend Co-op', '2024-07-12', 180.00, 9.4),
  (13, 'O24-001', 'oats', 'Hollow Creek Farm', '2024-08-01', 60.00, 12.0),
  (14, 'O24-002', 'oats', 'Red Mesa Ranch', '2024-08-03', 60.00, 12.0),
  (15, 'O24-003', 'oats', 'Willow Bend Co-op', '2024-08-05', 60.00, 13.5),
  (16, 'O24-004', 'oats', 'Stony Ridge Farm', '2024-08-07', 60.00, 11.0),
  (17, 'O24-005', 'oats', 'Hollow Creek Farm', '2024-08-09', 60.00, NULL);

CREATE TABLE stock_movements (
  id int PRIMARY KEY,
  moved_on date NOT NULL,
  silo_id int NOT NULL REFERENCES silos(id),
  lot_id int NOT NULL REFERENCES grain_lots(id),
  movement_type text NOT NULL CHECK (movement_type IN ('intake', 'dispatch', 'transfer_in', 'transfer_out', 'shrink')),
  tonnes numeric(8,2) NOT NULL CHECK (tonnes > 0),
  buyer text,
  CHECK ((movement_type = 'dispatch') = (buyer IS NOT NULL))
);
INSERT INTO stock_movements (id, moved_on, silo_id, lot_id, movement_type, tonnes, buyer) VALUES
  (1, '2024-07-05', 3, 10, 'intake', 140.00, NULL),
  (2, '2024-07-08', 3, 11, 'intake', 155.50, NULL),
  (3, '2024-07-10', 1, 4, 'intake', 300.00, NULL),
  (4, '2024-07-12', 3, 12, 'intake', 180.00, NULL),
  (5, '2024-07-15', 2, 5, 'intake', 260.00, NULL),
  (6, '2024-07-22', 1, 1, 'intake', 150.00, NULL),
  (7, '2024-07-25', 1, 2, 'intake', 120.50, NULL),
  (8, '2024-07-29', 2, 3, 'intake', 129.50, NULL),
  (9, '2024-08-01', 2, 13, 'intake', 60.00, NULL),
  (10, '2024-08-03', 2, 14, 'intake', 60.00, NULL),
  (11, '2024-08-05', 2, 15, 'intake', 60.00, NULL),
  (12, '2024-08-07', 2, 16, 'intake', 60.00, NULL),
  (13, '2024-08-09', 2, 17, 'intake', 60.00, NULL),
  (14, '2024-08-12', 3, 10, 'dispatch', 100.00, 'Prairie Oilseeds Ltd'),
  (15, '2024-08-20', 1, 4, 'transfer_out', 80.00, NULL),
  (16, '2024-08-20', 2, 4, 'transfer_in', 80.00, NULL),
  (17, '2024-08-31', 1, 1, 'dispatch', 60.00, 'Millbrook Flour'),
  (18, '2024-09-01', 1, 2, 'dispatch', 45.25, 'Millbrook Flour'),
  (19, '2024-09-03', 2, 5, 'dispatch', 120.00, 'Northern Maltings'),
  (20, '2024-09-10', 3, 12, 'shrink', 1.80, NULL),
  (21, '2024-09-12', 2, 13, 'dispatch', 40.00, 'Greenfield Feeds'),
  (22, '2024-09-18', 3, 11, 'dispatch', 155.50, 'Prairie Oilseeds Ltd'),
  (23, '2024-09-20', 1, 6, 'intake', 95.00, NULL),
  (24, '2024-09-24', 3, 7, 'intake', 110.25, NULL),
  (25, '2024-09-30', 1, 4, 'dispatch', 150.00, 'Northern Maltings'),
  (26, '2024-09-30', 2, 3, 'dispatch', 64.75, 'Millbrook Flour'),
  (27, '2024-09-30', 3, 8, 'intake', 88.00, NULL),
  (28, '2024-10-01', 2, 5, 'dispatch', 140.00, 'Northern Maltings'),
  (29, '2024-10-02', 3, 9, 'intake', 106.74, NULL),
  (30, '2024-10-04', 1, 6, 'transfer_out', 30.00, NULL),
  (31, '2024-10-04', 3, 6, 'transfer_in', 30.00, NULL),
  (32, '2024-10-08', 2, 14, 'shrink', 0.60, NULL),
  (33, '2024-10-15', 3, 7, 'dispatch', 110.25, 'Greenfield Feeds');
