CREATE TABLE campaigns (
  id int PRIMARY KEY,
  name text NOT NULL,
  channel text NOT NULL,
  start_date date NOT NULL,
  end_date date,
  budget numeric(10,2) NOT NULL CHECK (budget >= 0),
  CHECK (end_date IS NULL OR end_date >= start_date)
);
INSERT INTO campaigns (id, name, channel, start_date, end_date, budget) VALUES
  (1, 'Spring Sale Search', 'search', '2024-03-01', '2024-03-31', 12000),
  (2, 'Spring Sale Social', 'social', '2024-03-01', '2024-03-31', 8000),
  (3, 'Newsletter March', 'email', '2024-03-05', '2024-03-05', 500),
  (4, 'Brand Video Q1', 'video', '2024-02-15', '2024-03-15', 15000),
  (5, 'Retargeting Always-On', 'display', '2024-01-01', NULL, 6000),
  (6, 'Influencer Collab', 'social', '2024-03-10', '2024-03-24', 4500),
  (7, 'Easter Email Blast', 'email', '2024-03-28', '2024-03-28', 700),
  (8, 'Podcast Sponsorship', 'audio', '2024-04-01', '2024-04-30', 3000),
  (9, 'Partner Co-Marketing', 'social', '2024-04-08', '2024-05-05', 5500),
  (10, 'Loyalty Email', 'email', '2024-03-12', '2024-03-12', 1000),
  (11, 'Affiliate Always-On', 'affiliate', '2024-01-01', NULL, 900),
  (12, 'TikTok Pilot', 'social', '2024-03-25', '2024-03-31', 800),
  (13, 'Print Catalogue', 'print', '2024-03-01', '2024-03-31', 2500);

CREATE TABLE weekly_stats (
  campaign_id int NOT NULL REFERENCES campaigns(id),
  week_start date NOT NULL,
  impressions int NOT NULL CHECK (impressions >= 0),
  clicks int NOT NULL CHECK (clicks >= 0),
  spend numeric(10,2) NOT NULL CHECK (spend >= 0),
  PRIMARY KEY (campaign_id, week_start),
  CHECK (EXTRACT(ISODOW FROM week_start) = 1)
);
INSERT INTO weekly_stats (campaign_id, week_start, impressions, clicks, spend) VALUES
  (1, '2024-03-04', 52000, 2100, 2900),
  (1, '2024-03-11', 61000, 2450, 3100),
  (1, '2024-03-18', 58000, 2300, 3050),
  (1, '2024-03-25', 49000, 1900, 2800),
  (2, '2024-03-04', 120000, 1500, 1900),
  (2, '2024-03-11', 135000, 1720, 2050),
  (2, '2024-03-18', 128000, 1610, 2000),
  (2, '2024-03-25', 110000, 1300, 1850),
  (3, '2024-03-04', 18000, 950, 500),
  (4, '2024-03-04', 400000, 1200, 5200),
  (4, '2024-03-11', 380000, 1050, 4900),
  (5, '2024-03-04', 90000, 400, 1400),
  (5, '2024-03-11', 95000, 430, 1450),
  (5, '2024-03-18', 0, 0, 0),
  (5, '2024-03-25', 88000, 390, 1380),
  (6, '2024-03-11', 75000, 2200, 2100),
  (6, '2024-03-18', 82000, 2600, 2300),
  (7, '2024-03-25', 21000, 1400, 700),
  (11, '2024-03-04', 15000, 0, 120),
  (11, '2024-03-18', 16000, 0, 130),
  (12, '2024-03-25', 0, 0, 0);
