CREATE TABLE agents (
  id int PRIMARY KEY,
  full_name text NOT NULL,
  office text NOT NULL,
  hired_on date NOT NULL
);
INSERT INTO agents (id, full_name, office, hired_on) VALUES
  (1, 'Sanne de Vries', 'Centre', '2019-05-01'),
  (2, 'Pieter Bakker', 'Centre', '2021-09-15'),
  (3, 'Yasmin El Amrani', 'Centre', '2023-02-01'),
  (4, 'Lars Visser', 'Harbour', '2018-03-12'),
  (5, 'Eva Jansen', 'Harbour', '2022-06-01'),
  (6, 'Tobias Smit', 'North', '2020-11-02'),
  (7, 'Mila Meijer', 'North', '2024-03-01'),
  (8, 'Daan Mulder', 'North', '2016-08-22');

CREATE TABLE viewings (
  id int PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  listing_ref text NOT NULL,
  client_name text NOT NULL,
  starts_at timestamp NOT NULL,
  ends_at timestamp NOT NULL,
  status text NOT NULL CHECK (status IN ('booked', 'completed', 'cancelled', 'no_show')),
  offer_made boolean NOT NULL DEFAULT false,
  CHECK (ends_at > starts_at)
);
INSERT INTO viewings (id, agent_id, listing_ref, client_name, starts_at, ends_at, status, offer_made) VALUES
  (1, 1, 'C-101', 'R. Hoekstra', '2024-03-04 09:00', '2024-03-04 09:45', 'completed', true),
  (2, 1, 'C-102', 'L. Dijkstra', '2024-03-04 09:30', '2024-03-04 10:15', 'completed', false),
  (3, 1, 'C-101', 'M. Kok', '2024-03-04 10:15', '2024-03-04 11:00', 'completed', false),
  (4, 2, 'C-105', 'J. Peters', '2024-03-04 14:00', '2024-03-04 14:30', 'completed', true),
  (5, 2, 'C-105', 'S. Brouwer', '2024-03-04 14:15', '2024-03-04 14:45', 'cancelled', false),
  (6, 4, 'H-201', 'A. Vos', '2024-03-05 11:00', '2024-03-05 12:00', 'completed', false),
  (7, 4, 'H-202', 'K. Willems', '2024-03-05 11:59', '2024-03-05 12:30', 'completed', true),
  (8, 5, 'H-203', 'F. de Graaf', '2024-03-05 16:00', '2024-03-05 16:40', 'no_show', false),
  (9, 6, 'N-301', 'B. Schouten', '2024-03-06 10:00', '2024-03-06 11:00', 'completed', false),
  (10, 6, 'N-302', 'E. Hendriks', '2024-03-06 11:00', '2024-03-06 11:30', 'completed', false),
  (11, 8, 'N-303', 'D. Post', '2024-03-07 13:00', '2024-03-07 14:30', 'completed', true),
  (12, 8, 'N-304', 'T. Kuipers', '2024-03-07 13:30', '2024-03-07 14:00', 'completed', false),
  (13, 8, 'N-303', 'G. Bosman', '2024-03-07 14:00', '2024-03-07 14:45', 'completed', true),
  (14, 1, 'C-103', 'H. Maas', '2024-03-11 09:00', '2024-03-11 09:30', 'completed', false),
  (15, 3, 'C-104', 'P. Verbeek', '2024-03-11 10:00', '2024-03-11 10:45', 'cancelled', false),
  (16, 2, 'C-102', 'W. Sanders', '2024-03-12 15:00', '2024-03-12 15:45', 'completed', false),
  (17, 5, 'H-204', 'I. Prins', '2024-03-13 09:00', '2024-03-13 10:00', 'completed', true),
  (18, 5, 'H-203', 'N. Jonker', '2024-03-13 09:15', '2024-03-13 09:45', 'booked', false),
  (19, 4, 'H-201', 'O. Wolters', '2024-03-14 17:00', '2024-03-14 17:30', 'no_show', false),
  (20, 6, 'N-301', 'Q. Kramer', '2024-03-18 10:00', '2024-03-18 10:30', 'completed', true),
  (21, 8, 'N-305', 'U. Blom', '2024-03-19 12:00', '2024-03-19 13:00', 'completed', false),
  (22, 1, 'C-101', 'V. Martens', '2024-03-25 09:00', '2024-03-25 09:45', 'completed', true),
  (23, 2, 'C-106', 'X. Koster', '2024-03-26 11:00', '2024-03-26 11:30', 'completed', false),
  (24, 4, 'H-202', 'Y. Gerritsen', '2024-03-28 16:00', '2024-03-28 17:00', 'completed', false),
  (25, 6, 'N-306', 'Z. Dekker', '2024-03-31 23:30', '2024-04-01 00:15', 'completed', false),
  (26, 3, 'C-104', 'A. Huisman', '2024-04-02 10:00', '2024-04-02 10:30', 'completed', true),
  (27, 7, 'N-302', 'B. Kuiper', '2024-04-03 14:00', '2024-04-03 14:45', 'booked', false),
  (28, 1, 'C-102', 'C. Evers', '2024-04-03 09:00', '2024-04-03 09:30', 'booked', false),
  (29, 5, 'H-205', 'E. Bos', '2024-02-29 15:00', '2024-02-29 15:30', 'completed', false),
  (30, 2, 'C-105', 'G. Jacobs', '2024-04-04 10:00', '2024-04-04 10:45', 'booked', false),
  (31, 2, 'C-106', 'J. Simons', '2024-04-04 10:45', '2024-04-04 11:15', 'booked', false);
