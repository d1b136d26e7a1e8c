CREATE TABLE routes (
  id int PRIMARY KEY,
  route_code text NOT NULL UNIQUE,
  mode text NOT NULL CHECK (mode IN ('bus', 'tram')),
  route_name text NOT NULL
);
INSERT INTO routes (id, route_code, mode, route_name) VALUES
  (1, 'T1', 'tram', 'Riverside Line'),
  (2, 'T2', 'tram', 'University Line'),
  (3, 'B3', 'bus', 'Harbour Loop'),
  (4, 'B7', 'bus', 'Airport Express'),
  (5, 'B9', 'bus', 'Quayside Shuttle'),
  (6, 'B12', 'bus', 'Westfield Night Bus');

CREATE TABLE stops (
  id int PRIMARY KEY,
  stop_name text NOT NULL UNIQUE,
  zone int NOT NULL CHECK (zone BETWEEN 1 AND 3),
  latitude numeric(8,5) NOT NULL,
  longitude numeric(8,5) NOT NULL,
  step_free boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'closed_for_works'))
);
INSERT INTO stops (id, stop_name, zone, latitude, longitude, step_free, status) VALUES
  (1, 'Central Station', 1, 53.47740, -2.23090, true, 'open'),
  (2, 'Market Square', 1, 53.48210, -2.24120, true, 'open'),
  (3, 'Cathedral', 1, 53.48500, -2.24450, false, 'open'),
  (4, 'Riverside Quay', 1, 53.47610, -2.25530, true, 'open'),
  (5, 'Old Mill', 2, 53.47050, -2.27110, false, 'open'),
  (6, 'Park Lane', 2, 53.46320, -2.22010, true, 'closed_for_works'),
  (7, 'University', 2, 53.46680, -2.23380, true, 'open'),
  (8, 'Science Park', 3, 53.45410, -2.22940, true, 'open'),
  (9, 'Harbour Gate', 2, 53.48930, -2.26320, false, 'open'),
  (10, 'Fish Market', 2, 53.48760, -2.27050, true, 'open'),
  (11, 'Lighthouse', 3, 53.49620, -2.29880, false, 'open'),
  (12, 'Airport Terminal', 3, 53.36520, -2.27260, true, 'open'),
  (13, 'Airport Cargo', 3, 53.35810, -2.28730, false, 'open'),
  (14, 'Hospital', 2, 53.46010, -2.22650, true, 'open'),
  (15, 'Stadium', 2, 53.46310, -2.29130, true, 'open'),
  (16, 'Westfield', 3, 53.45620, -2.31220, true, 'open'),
  (17, 'Depot Road', 3, 53.44910, -2.31870, false, 'open'),
  (18, 'Library', 1, 53.47800, -2.24470, true, 'open');

CREATE TABLE route_stops (
  route_id int NOT NULL REFERENCES routes(id),
  stop_sequence int NOT NULL CHECK (stop_sequence >= 1),
  stop_id int NOT NULL REFERENCES stops(id),
  minutes_from_start int NOT NULL CHECK (minutes_from_start >= 0),
  PRIMARY KEY (route_id, stop_sequence),
  UNIQUE (route_id, stop_id)
);
INSERT INTO route_stops (route_id, stop_sequence, stop_id, minutes_from_start) VALUES
  (1, 1, 1, 0),
  (1, 2, 2, 3),
  (1, 3, 4, 7),
  (1, 4, 5, 12),
  (1, 5, 15, 16),
  (1, 6, 16, 22),
  (2, 1, 1, 0),
  (2, 2, 18, 2),
  (2, 3, 14, 6),
  (2, 4, 7, 11),
  (2, 5, 8, 17),
  (3, 1, 2, 0),
  (3, 2, 3, 4),
  (3, 3, 9, 9),
  (3, 4, 10, 12),
  (3, 5, 11, 20),
  (4, 1, 1, 0),
  (4, 2, 6, 8),
  (4, 3, 14, 14),
  (4, 4, 12, 30),
  (4, 5, 13, 34),
  (5, 1, 4, 0),
  (5, 2, 10, 5),
  (5, 3, 9, 8),
  (6, 1, 1, 0),
  (6, 2, 5, 14),
  (6, 3, 16, 26);
