CREATE TABLE courts (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  surface text NOT NULL CHECK (surface IN ('clay', 'hard', 'grass')),
  indoor boolean NOT NULL,
  hourly_rate numeric(6,2) NOT NULL CHECK (hourly_rate > 0)
);
INSERT INTO courts (id, name, surface, indoor, hourly_rate) VALUES
  (1, 'Centre Court', 'clay', false, 28.00),
  (2, 'Court 2', 'clay', false, 22.00),
  (3, 'Hall A', 'hard', true, 30.00),
  (4, 'Hall B', 'hard', true, 30.00),
  (5, 'Lawn 1', 'grass', false, 35.00);

CREATE TABLE members (
  id int PRIMARY KEY,
  full_name text NOT NULL,
  membership text NOT NULL CHECK (membership IN ('standard', 'premium', 'junior')),
  joined_on date NOT NULL
);
INSERT INTO members (id, full_name, membership, joined_on) VALUES
  (1, 'Anja Richter', 'premium', '2019-04-01'),
  (2, 'Bastian Roth', 'standard', '2021-03-15'),
  (3, 'Carmen Silva', 'premium', '2020-05-20'),
  (4, 'Dirk Lehmann', 'standard', '2022-01-10'),
  (5, 'Eva Jansen', 'junior', '2023-09-01'),
  (6, 'Fatma Yildiz', 'standard', '2023-02-01'),
  (7, 'Gregor Blum', 'premium', '2018-06-30'),
  (8, 'Heike Stein', 'standard', '2024-04-28'),
  (9, 'Ivan Petrovic', 'junior', '2024-01-15'),
  (10, 'Julia Marx', 'standard', '2024-05-01'),
  (11, 'Karl Otto', 'standard', '2020-08-08');

CREATE TABLE bookings (
  id int PRIMARY KEY,
  court_id int NOT NULL REFERENCES courts(id),
  member_id int NOT NULL REFERENCES members(id),
  starts_at timestamp NOT NULL,
  ends_at timestamp NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'cancelled', 'no_show')),
  booked_at timestamp NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK (date_trunc('minute', starts_at) = starts_at AND date_trunc('minute', ends_at) = ends_at)
);
INSERT INTO bookings (id, court_id, member_id, starts_at, ends_at, status, booked_at) VALUES
  (1, 1, 1, '2024-05-05 18:00', '2024-05-05 19:30', 'confirmed', '2024-05-01 09:12'),
  (2, 3, 7, '2024-05-05 23:00', '2024-05-06 00:30', 'confirmed', '2024-05-02 20:40'),
  (3, 1, 1, '2024-05-06 08:00', '2024-05-06 09:00', 'confirmed', '2024-05-03 10:05'),
  (4, 1, 2, '2024-05-06 09:00', '2024-05-06 10:30', 'confirmed', '2024-05-04 11:30'),
  (5, 2, 3, '2024-05-06 17:00', '2024-05-06 18:00', 'cancelled', '2024-05-04 12:00'),
  (6, 2, 4, '2024-05-06 17:30', '2024-05-06 19:00', 'confirmed', '2024-05-05 08:45'),
  (7, 3, 5, '2024-05-06 16:00', '2024-05-06 17:00', 'confirmed', '2024-05-01 16:20'),
  (8, 3, 9, '2024-05-06 16:30', '2024-05-06 17:30', 'confirmed', '2024-05-06 07:55'),
  (9, 4, 6, '2024-05-07 19:00', '2024-05-07 20:00', 'no_show', '2024-05-05 19:10'),
  (10, 1, 3, '2024-05-07 10:00', '2024-05-07 12:00', 'confirmed', '2024-05-06 13:00'),
  (11, 1, 7, '2024-05-07 11:00', '2024-05-07 11:45', 'confirmed', '2024-05-07 09:30'),
  (12, 1, 11, '2024-05-07 11:15', '2024-05-07 12:30', 'confirmed', '2024-05-07 09:31'),
  (13, 2, 2, '2024-05-08 07:00', '2024-05-08 08:30', 'confirmed', '2024-05-06 21:00'),
  (14, 4, 1, '2024-05-08 18:00', '2024-05-08 19:00', 'confirmed', '2024-05-07 12:15'),
  (15, 3, 10, '2024-05-08 18:00', '2024-05-08 19:00', 'confirmed', '2024-05-07 12:16'),
  (16, 4, 3, '2024-05-08 18:30', '2024-05-08 20:00', 'cancelled', '2024-05-07 13:00'),
  (17, 2, 6, '2024-05-09 15:00', '2024-05-09 16:00', 'cancelled', '2024-05-08 10:00'),
  (18, 2, 7, '2024-05-09 15:30', '2024-05-09 17:00', 'confirmed', '2024-05-09 08:00'),
  (19, 3, 2, '2024-05-09 20:00', '2024-05-09 21:30', 'confirmed', '2024-05-08 18:00'),
  (20, 3, 4, '2024-05-09 21:30', '2024-05-09 22:30', 'confirmed', '2024-05-08 18:30'),
  (21, 1, 5, '2024-05-10 14:00', '2024-05-10 15:00', 'confirmed', '2024-05-09 09:00'),
  (22, 4, 9, '2024-05-10 16:00', '2024-05-10 18:00', 'confirmed', '2024-05-09 10:00'),
  (23, 4, 11, '2024-05-10 17:00', '2024-05-10 17:30', 'confirmed', '2024-05-10 12:00'),
  (24, 1, 3, '2024-05-11 09:00', '2024-05-11 11:00', 'confirmed', '2024-05-08 17:45'),
  (25, 2, 1, '2024-05-11 10:00', '2024-05-11 11:30', 'confirmed', '2024-05-09 19:00'),
  (26, 3, 6, '2024-05-11 13:00', '2024-05-11 14:00', 'no_show', '2024-05-10 08:00'),
  (27, 4, 7, '2024-05-12 09:00', '2024-05-12 11:30', 'confirmed', '2024-05-10 18:20'),
  (28, 1, 2, '2024-05-12 19:00', '2024-05-12 20:30', 'confirmed', '2024-05-11 11:00'),
  (29, 3, 3, '2024-05-12 23:00', '2024-05-13 00:30', 'confirmed', '2024-05-11 22:00'),
  (30, 2, 9, '2024-05-13 07:00', '2024-05-13 08:00', 'confirmed', '2024-05-12 09:00'),
  (31, 4, 10, '2024-05-13 18:00', '2024-05-13 19:30', 'cancelled', '2024-05-12 15:00'),
  (32, 1, 7, '2024-05-14 08:00', '2024-05-14 09:30', 'confirmed', '2024-05-13 08:00'),
  (33, 2, 11, '2024-05-15 18:00', '2024-05-15 19:00', 'confirmed', '2024-05-14 17:00'),
  (34, 3, 5, '2024-05-16 16:00', '2024-05-16 17:00', 'confirmed', '2024-05-15 10:00'),
  (35, 4, 6, '2024-05-16 19:00', '2024-05-16 20:00', 'cancelled', '2024-05-15 11:00');
