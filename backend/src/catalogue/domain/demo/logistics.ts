import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { LOGISTICS_GUIDANCE } from './guidance/logistics';
import { withGuidance } from './guidance/guidance';

const warehouses = table(
  `CREATE TABLE warehouses (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  city text NOT NULL,
  region text NOT NULL
);`,
  'warehouses',
  ['id', 'name', 'city', 'region'],
  [
    [1, 'Rotterdam Hub', 'Rotterdam', 'West'],
    [2, 'Lyon Depot', 'Lyon', 'South'],
    [3, 'Hamburg North', 'Hamburg', 'North'],
    [4, 'Milan Cross-Dock', 'Milan', 'South'],
    [5, 'Warsaw East', 'Warsaw', 'East'],
    [6, 'Madrid Central', 'Madrid', 'South'],
  ],
);

const shipments = table(
  `CREATE TABLE shipments (
  id int PRIMARY KEY,
  warehouse_id int NOT NULL REFERENCES warehouses(id),
  carrier text NOT NULL,
  destination_city text NOT NULL,
  shipped_date date NOT NULL,
  promised_date date NOT NULL,
  delivered_date date,
  weight_kg numeric(8,1) NOT NULL,
  cost numeric(10,2) NOT NULL
);`,
  'shipments',
  ['id', 'warehouse_id', 'carrier', 'destination_city', 'shipped_date', 'promised_date', 'delivered_date', 'weight_kg', 'cost'],
  [
    [1, 1, 'DHL', 'Antwerp', '2024-03-01', '2024-03-03', '2024-03-02', 120.5, 210.0],
    [2, 1, 'DPD', 'Brussels', '2024-03-01', '2024-03-04', '2024-03-05', 80.0, 145.0],
    [3, 2, 'GLS', 'Marseille', '2024-03-01', '2024-03-03', '2024-03-03', 45.2, 88.5],
    [4, 3, 'DHL', 'Copenhagen', '2024-03-02', '2024-03-05', '2024-03-04', 300.0, 420.0],
    [5, 4, 'UPS', 'Zurich', '2024-03-02', '2024-03-04', '2024-03-07', 62.0, 190.0],
    [6, 5, 'DPD', 'Krakow', '2024-03-02', '2024-03-05', '2024-03-05', 150.0, 160.0],
    [7, 1, 'GLS', 'Paris', '2024-03-04', '2024-03-07', '2024-03-06', 95.5, 175.0],
    [8, 2, 'UPS', 'Geneva', '2024-03-04', '2024-03-06', '2024-03-06', 30.0, 99.0],
    [9, 3, 'DPD', 'Berlin', '2024-03-04', '2024-03-05', '2024-03-08', 210.0, 240.0],
    [10, 4, 'DHL', 'Munich', '2024-03-05', '2024-03-07', '2024-03-07', 180.0, 305.0],
    [11, 5, 'GLS', 'Prague', '2024-03-05', '2024-03-08', '2024-03-11', 75.0, 130.0],
    [12, 1, 'UPS', 'London', '2024-03-06', '2024-03-08', '2024-03-08', 55.0, 260.0],
    [13, 2, 'DHL', 'Barcelona', '2024-03-06', '2024-03-09', '2024-03-08', 140.0, 230.0],
    [14, 3, 'GLS', 'Oslo', '2024-03-07', '2024-03-11', null, 260.0, 390.0],
    [15, 4, 'DPD', 'Vienna', '2024-03-07', '2024-03-09', '2024-03-09', 88.0, 150.0],
    [16, 5, 'DHL', 'Vilnius', '2024-03-08', '2024-03-11', '2024-03-10', 110.0, 215.0],
    [17, 1, 'DPD', 'Amsterdam', '2024-03-08', '2024-03-09', '2024-03-09', 20.0, 45.0],
    [18, 2, 'UPS', 'Turin', '2024-03-08', '2024-03-11', '2024-03-13', 66.0, 140.0],
    [19, 3, 'DHL', 'Stockholm', '2024-03-10', '2024-03-13', null, 175.0, 330.0],
    [20, 4, 'GLS', 'Ljubljana', '2024-03-10', '2024-03-13', '2024-03-12', 92.0, 160.0],
    [21, 1, 'DHL', 'Cologne', '2024-03-11', '2024-03-12', '2024-03-12', 130.0, 190.0],
    [22, 5, 'UPS', 'Budapest', '2024-03-11', '2024-03-13', null, 58.0, 175.0],
    [23, 2, 'DPD', 'Toulouse', '2024-03-12', '2024-03-14', '2024-03-14', 102.0, 120.0],
    [24, 3, 'UPS', 'Helsinki', '2024-03-12', '2024-03-15', null, 240.0, 410.0],
    [25, 4, 'DHL', 'Florence', '2024-03-13', '2024-03-14', '2024-03-15', 70.0, 150.0],
    [26, 1, 'GLS', 'Lille', '2024-03-13', '2024-03-15', '2024-03-15', 48.0, 90.0],
    [27, 5, 'DPD', 'Gdansk', '2024-03-14', '2024-03-16', null, 135.0, 155.0],
    [28, 2, 'DHL', 'Nice', '2024-03-14', '2024-03-16', null, 60.0, 140.0],
    [29, 4, 'DHL', 'Genoa', '2024-02-29', '2024-03-02', '2024-03-01', 95.0, 305.0],
  ],
);

const FREIGHT_DATA = 'A European freight network: 6 warehouses and 29 parcel shipments sent from 29 February to mid-March 2024 by four carriers, with promised and actual delivery dates (delivered_date is NULL while a shipment is still in transit), weight and cost.';

export const LOGISTICS_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'logistics-in-transit-shipments',
    industry: 'logistics',
    title: 'Shipments Still in Transit',
    description: text(`
      The control tower needs the list of shipments that have **not been delivered yet** (no \`delivered_date\`).

      Return \`id\`, \`carrier\`, \`destination_city\` and \`promised_date\`, ordered by \`promised_date\`, then \`id\`.
    `),
    difficulty_rating: 800,
    estimated_time_minutes: 3,
    category: 'SELECT',
    concepts: ['null-handling', 'filtering', 'sorting'],
    schema_setup: setup(warehouses, shipments),
    sample_data_description: FREIGHT_DATA,
    correct_solution: text(`
      SELECT id, carrier, destination_city, promised_date
      FROM shipments
      WHERE delivered_date IS NULL
      ORDER BY promised_date, id;
    `),
    tags: ['where', 'is-null', 'order-by'],
  },
  {
    slug: 'logistics-warehouse-volume',
    industry: 'logistics',
    title: 'Shipment Volume per Warehouse',
    description: text(`
      For **every** warehouse – including one that shipped nothing – return \`warehouse\` (its \`name\`), \`shipments\` (the number of shipments it sent) and \`total_weight_kg\` (their total weight; 0 when it sent none).

      Row order does not matter.
    `),
    difficulty_rating: 1100,
    estimated_time_minutes: 5,
    category: 'JOIN',
    concepts: ['outer-join', 'aggregation', 'null-handling'],
    schema_setup: setup(warehouses, shipments),
    sample_data_description: FREIGHT_DATA,
    correct_solution: text(`
      WITH sent AS (
        SELECT warehouse_id, COUNT(*) AS shipments, SUM(weight_kg) AS total_weight_kg
        FROM shipments
        GROUP BY warehouse_id
      )
      SELECT w.name AS warehouse,
             COALESCE(s.shipments, 0) AS shipments,
             COALESCE(s.total_weight_kg, 0) AS total_weight_kg
      FROM warehouses w
      LEFT JOIN sent s ON s.warehouse_id = w.id;
    `),
    tags: ['left-join', 'count', 'coalesce', 'group-by'],
  },
  {
    slug: 'logistics-carrier-on-time-rate',
    industry: 'logistics',
    title: 'Carrier On-Time Delivery Rate',
    description: text(`
      Rate the carriers on their **delivered** shipments (those with a \`delivered_date\`). A delivery is on time when \`delivered_date\` is on or before \`promised_date\`.

      Per carrier return \`carrier\`, \`delivered\` (number of delivered shipments), \`on_time\` (number delivered on time) and \`on_time_pct\` (\`on_time\` as a percentage of \`delivered\`, rounded to 2 decimals).

      Only include carriers with at least 4 delivered shipments. Order by \`on_time_pct\` descending, then \`carrier\`.
    `),
    difficulty_rating: 1250,
    estimated_time_minutes: 7,
    category: 'AGGREGATION',
    concepts: ['conditional-aggregation-pivot', 'having'],
    schema_setup: setup(warehouses, shipments),
    sample_data_description: FREIGHT_DATA,
    correct_solution: text(`
      SELECT carrier,
             COUNT(*) AS delivered,
             COUNT(*) FILTER (WHERE delivered_date <= promised_date) AS on_time,
             ROUND(100.0 * COUNT(*) FILTER (WHERE delivered_date <= promised_date) / COUNT(*), 2) AS on_time_pct
      FROM shipments
      WHERE delivered_date IS NOT NULL
      GROUP BY carrier
      HAVING COUNT(*) >= 4
      ORDER BY on_time_pct DESC, carrier;
    `),
    tags: ['group-by', 'having', 'filter', 'percentages'],
    // "A delivery is on time when delivered_date is on or before promised_date … Only include carriers with at
    // least 4 delivered shipments. Order by on_time_pct descending, then carrier": Bpost with exactly 4
    // deliveries, half of them on the promised day, Chronopost with the same 50 % over 6 deliveries, and
    // PostNL with 3 deliveries and a fourth shipment still in transit.
    hidden_datasets: [
      `INSERT INTO shipments (id, warehouse_id, carrier, destination_city, shipped_date, promised_date, delivered_date, weight_kg, cost) VALUES
         (101, 1, 'Bpost', 'Ghent', '2024-03-04', '2024-03-06', '2024-03-06', 40.0, 80.00),
         (102, 1, 'Bpost', 'Liege', '2024-03-05', '2024-03-07', '2024-03-07', 35.0, 75.00),
         (103, 1, 'Bpost', 'Namur', '2024-03-06', '2024-03-08', '2024-03-09', 50.0, 85.00),
         (104, 1, 'Bpost', 'Bruges', '2024-03-07', '2024-03-09', '2024-03-10', 45.0, 82.00),
         (105, 2, 'Chronopost', 'Bordeaux', '2024-03-04', '2024-03-06', '2024-03-05', 60.0, 110.00),
         (106, 2, 'Chronopost', 'Nantes', '2024-03-05', '2024-03-07', '2024-03-07', 55.0, 105.00),
         (107, 2, 'Chronopost', 'Rennes', '2024-03-06', '2024-03-08', '2024-03-08', 52.0, 100.00),
         (108, 2, 'Chronopost', 'Dijon', '2024-03-07', '2024-03-09', '2024-03-11', 48.0, 98.00),
         (109, 2, 'Chronopost', 'Lille', '2024-03-08', '2024-03-10', '2024-03-12', 58.0, 104.00),
         (110, 2, 'Chronopost', 'Metz', '2024-03-09', '2024-03-11', '2024-03-13', 61.0, 108.00),
         (111, 6, 'PostNL', 'Utrecht', '2024-03-04', '2024-03-06', '2024-03-05', 30.0, 70.00),
         (112, 6, 'PostNL', 'Leiden', '2024-03-05', '2024-03-07', '2024-03-06', 32.0, 72.00),
         (113, 6, 'PostNL', 'Delft', '2024-03-06', '2024-03-08', '2024-03-07', 34.0, 74.00),
         (114, 6, 'PostNL', 'Haarlem', '2024-03-13', '2024-03-15', NULL, 36.0, 76.00);`,
    ],
  },
  {
    slug: 'logistics-costliest-per-warehouse',
    industry: 'logistics',
    title: 'Costliest Shipment of Each Warehouse',
    description: text(`
      For each warehouse that sent at least one shipment, find the shipment(s) with the highest \`cost\` among that warehouse's shipments. When several shipments of a warehouse share the highest cost, return all of them.

      Return \`warehouse_id\`, \`shipment_id\`, \`destination_city\`, \`cost\`. Row order does not matter.
    `),
    difficulty_rating: 1300,
    estimated_time_minutes: 7,
    category: 'SUBQUERY',
    concepts: ['correlated-subquery', 'top-n-per-group'],
    schema_setup: setup(warehouses, shipments),
    sample_data_description: FREIGHT_DATA,
    correct_solution: text(`
      SELECT s.warehouse_id, s.id AS shipment_id, s.destination_city, s.cost
      FROM shipments s
      WHERE s.cost = (
        SELECT MAX(s2.cost)
        FROM shipments s2
        WHERE s2.warehouse_id = s.warehouse_id
      );
    `),
    tags: ['correlated-subquery', 'max', 'ties'],
    // "For each warehouse that sent at least one shipment, find the shipment(s) with the highest cost among
    // that warehouse's shipments. When several shipments of a warehouse share the highest cost, return all of
    // them": Madrid, silent in the sample, sends two shipments at its highest cost and one whose cost is the
    // highest of another warehouse (Rotterdam's 260.00) but not of Madrid.
    hidden_datasets: [
      `INSERT INTO shipments (id, warehouse_id, carrier, destination_city, shipped_date, promised_date, delivered_date, weight_kg, cost) VALUES
         (101, 6, 'DHL', 'Lisbon', '2024-03-04', '2024-03-07', '2024-03-06', 150.0, 280.00),
         (102, 6, 'UPS', 'Porto', '2024-03-06', '2024-03-09', NULL, 140.0, 280.00),
         (103, 6, 'GLS', 'Seville', '2024-03-08', '2024-03-11', '2024-03-10', 120.0, 260.00);`,
    ],
  },
  {
    slug: 'logistics-rolling-shipped-weight',
    industry: 'logistics',
    title: 'Rolling 3-Day Shipped Weight',
    description: text(`
      Build a daily report for **every calendar day from 2024-03-01 to 2024-03-14** inclusive (14 rows, even for days when nothing was shipped). Shipments are dated by \`shipped_date\`.

      For each day return:
      1. \`day\` (a date)
      2. \`shipments\` – the number of shipments shipped that day (0 when none)
      3. \`weight_kg\` – their total weight (0 when none)
      4. \`rolling_3d_weight_kg\` – the total weight shipped on that day and the two calendar days before it. Days before 2024-03-01 are outside the report and count as 0.

      Order by \`day\`.
    `),
    difficulty_rating: 2000,
    estimated_time_minutes: 15,
    category: 'WINDOW_FUNCTION',
    concepts: ['running-total-frame', 'generate-series-calendar'],
    schema_setup: setup(warehouses, shipments),
    sample_data_description: FREIGHT_DATA,
    correct_solution: text(`
      WITH days AS (
        SELECT generate_series(DATE '2024-03-01', DATE '2024-03-14', INTERVAL '1 day')::date AS day
      ),
      daily AS (
        SELECT d.day, COUNT(s.id) AS shipments, COALESCE(SUM(s.weight_kg), 0) AS weight_kg
        FROM days d
        LEFT JOIN shipments s ON s.shipped_date = d.day
        GROUP BY d.day
      )
      SELECT day, shipments, weight_kg,
             SUM(weight_kg) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rolling_3d_weight_kg
      FROM daily
      ORDER BY day;
    `),
    tags: ['generate-series', 'moving-window', 'rows-between', 'gap-filling'],
  },
  {
    slug: 'logistics-carrier-transit-times',
    industry: 'logistics',
    title: 'Median Transit Time by Carrier',
    description: text(`
      For delivered shipments, the transit time is \`delivered_date - shipped_date\` in days, and the delay is the number of days delivered after \`promised_date\` (0 when on time or early).

      Per carrier (delivered shipments only) return:
      1. \`carrier\`
      2. \`delivered\` – the number of delivered shipments
      3. \`median_transit_days\` – the median transit time (the usual continuous median: the average of the two middle values when the count is even)
      4. \`avg_delay_days\` – the average delay, rounded to 2 decimals
      5. \`late_pct\` – the share of delivered shipments with a delay above 0, as a percentage rounded to 2 decimals

      Order by \`median_transit_days\`, then \`carrier\`.
    `),
    difficulty_rating: 1700,
    estimated_time_minutes: 12,
    category: 'ANALYTICS',
    concepts: ['percentiles', 'dates-time-zones', 'conditional-aggregation-pivot'],
    schema_setup: setup(warehouses, shipments),
    sample_data_description: FREIGHT_DATA,
    correct_solution: text(`
      WITH delivered AS (
        SELECT carrier,
               delivered_date - shipped_date AS transit_days,
               GREATEST(delivered_date - promised_date, 0) AS delay_days
        FROM shipments
        WHERE delivered_date IS NOT NULL
      )
      SELECT carrier,
             COUNT(*) AS delivered,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY transit_days) AS median_transit_days,
             ROUND(AVG(delay_days), 2) AS avg_delay_days,
             ROUND(100.0 * COUNT(*) FILTER (WHERE delay_days > 0) / COUNT(*), 2) AS late_pct
      FROM delivered
      GROUP BY carrier
      ORDER BY median_transit_days, carrier;
    `),
    tags: ['percentile-cont', 'median', 'greatest', 'date-arithmetic', 'percentages'],
    // "the transit time is delivered_date - shipped_date in days … the median transit time (the usual
    // continuous median …)": Bpost's two deliveries, one of which took 34 days across the end of March.
    hidden_datasets: [
      `INSERT INTO shipments (id, warehouse_id, carrier, destination_city, shipped_date, promised_date, delivered_date, weight_kg, cost) VALUES
         (101, 1, 'Bpost', 'Ghent', '2024-03-18', '2024-03-20', '2024-03-21', 40.0, 80.00),
         (102, 1, 'Bpost', 'Liege', '2024-03-20', '2024-03-22', '2024-04-23', 35.0, 75.00);`,
    ],
  },
], LOGISTICS_GUIDANCE);
