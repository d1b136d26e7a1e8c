import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { ECOMMERCE_GUIDANCE } from './guidance/ecommerce';
import { withGuidance } from './guidance/guidance';

const customers = table(
  `CREATE TABLE customers (
  id int PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  country text NOT NULL,
  signup_date date NOT NULL
);`,
  'customers',
  ['id', 'name', 'email', 'country', 'signup_date'],
  [
    [1, 'Olivia Bennett', 'olivia.bennett@example.com', 'US', '2023-01-14'],
    [2, 'Liam Chen', 'liam.chen@example.com', 'CA', '2023-02-03'],
    [3, 'Sophia Müller', 'sophia.mueller@example.de', 'DE', '2023-02-27'],
    [4, 'Noah Garcia', 'noah.garcia@example.com', 'US', '2023-03-18'],
    [5, 'Emma Rossi', 'emma.rossi@example.it', 'IT', '2023-04-09'],
    [6, 'Lucas Martin', 'lucas.martin@example.fr', 'FR', '2023-05-22'],
    [7, 'Mia Johansson', 'mia.johansson@example.se', 'SE', '2023-06-30'],
    [8, 'Ethan Patel', 'ethan.patel@example.co.uk', 'GB', '2023-08-11'],
    [9, 'Ava Kowalski', 'ava.kowalski@example.pl', 'PL', '2023-09-05'],
    [10, "James O'Brien", 'james.obrien@example.ie', 'IE', '2023-10-19'],
    [11, 'Isabella Silva', 'isabella.silva@example.com.br', 'BR', '2023-11-28'],
    [12, 'Henry Walker', 'henry.walker@example.com', 'US', '2024-01-07'],
    [13, 'Zoe Nakamura', 'zoe.nakamura@example.jp', 'JP', '2024-02-19'],
  ],
);

const products = table(
  `CREATE TABLE products (
  id int PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL,
  unit_price numeric(10,2) NOT NULL
);`,
  'products',
  ['id', 'name', 'category', 'unit_price'],
  [
    [1, 'Wireless Mouse', 'Electronics', 24.99],
    [2, 'Mechanical Keyboard', 'Electronics', 89.0],
    [3, '27-inch 4K Monitor', 'Electronics', 329.0],
    [4, 'USB-C Hub', 'Electronics', 39.5],
    [5, 'Noise-Cancelling Headphones', 'Electronics', 199.0],
    [6, 'Ceramic Coffee Mug', 'Kitchen', 12.0],
    [7, "Chef's Knife", 'Kitchen', 64.0],
    [8, 'Cast Iron Skillet', 'Kitchen', 45.0],
    [9, 'French Press', 'Kitchen', 29.9],
    [10, 'Linen Throw Pillow', 'Home', 34.0],
    [11, 'Scented Candle Set', 'Home', 22.5],
    [12, 'Desk Lamp', 'Home', 48.0],
    [13, 'Wool Blanket', 'Home', 79.0],
    [14, 'Yoga Mat', 'Sports', 31.0],
    [15, 'Adjustable Dumbbells', 'Sports', 149.0],
    [16, 'Water Bottle', 'Sports', 18.0],
    [17, 'Bamboo Cutting Board', 'Kitchen', 50.0],
    [18, 'Woven Table Runner', 'Home', 34.0],
    [19, 'Camping Lantern', 'Outdoor', 60.0],
    [20, 'Patio Heater', 'Garden', 150.0],
  ],
);

const orders = table(
  `CREATE TABLE orders (
  id int PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customers(id),
  order_date date NOT NULL,
  status text NOT NULL
);`,
  'orders',
  ['id', 'customer_id', 'order_date', 'status'],
  [
    [1, 1, '2024-01-05', 'delivered'],
    [2, 2, '2024-01-09', 'delivered'],
    [3, 3, '2024-01-15', 'cancelled'],
    [4, 1, '2024-01-22', 'delivered'],
    [5, 4, '2024-01-30', 'returned'],
    [6, 5, '2024-02-03', 'delivered'],
    [7, 6, '2024-02-11', 'delivered'],
    [8, 2, '2024-02-14', 'delivered'],
    [9, 7, '2024-02-20', 'delivered'],
    [10, 8, '2024-02-28', 'delivered'],
    [11, 1, '2024-03-04', 'delivered'],
    [12, 3, '2024-03-09', 'delivered'],
    [13, 9, '2024-03-15', 'cancelled'],
    [14, 4, '2024-03-21', 'delivered'],
    [15, 10, '2024-03-29', 'delivered'],
    [16, 5, '2024-04-02', 'delivered'],
    [17, 2, '2024-04-10', 'returned'],
    [18, 6, '2024-04-18', 'delivered'],
    [19, 8, '2024-04-25', 'delivered'],
    [20, 1, '2024-05-03', 'delivered'],
    [21, 7, '2024-05-12', 'delivered'],
    [22, 3, '2024-05-19', 'delivered'],
    [23, 10, '2024-05-27', 'delivered'],
    [24, 4, '2024-06-04', 'shipped'],
    [25, 2, '2024-06-11', 'shipped'],
    [26, 8, '2024-06-15', 'shipped'],
    [27, 5, '2024-06-18', 'cancelled'],
    [28, 13, '2024-03-12', 'delivered'],
    [29, 7, '2024-05-30', 'delivered'],
    [30, 10, '2024-06-08', 'delivered'],
    [31, 10, '2024-06-21', 'shipped'],
  ],
);

const orderItems = table(
  `CREATE TABLE order_items (
  order_id int NOT NULL REFERENCES orders(id),
  product_id int NOT NULL REFERENCES products(id),
  quantity int NOT NULL,
  unit_price numeric(10,2) NOT NULL,
  PRIMARY KEY (order_id, product_id)
);`,
  'order_items',
  ['order_id', 'product_id', 'quantity', 'unit_price'],
  [
    [1, 1, 2, 24.99], [1, 6, 4, 12.0],
    [2, 3, 1, 329.0], [2, 4, 1, 39.5],
    [3, 15, 1, 149.0],
    [4, 9, 1, 29.9], [4, 6, 2, 12.0],
    [5, 5, 1, 199.0],
    [6, 7, 1, 64.0], [6, 8, 1, 45.0],
    [7, 10, 2, 34.0], [7, 11, 3, 22.5],
    [8, 2, 1, 89.0], [8, 1, 1, 24.99],
    [9, 14, 2, 31.0], [9, 16, 3, 18.0],
    [10, 13, 1, 79.0], [10, 12, 1, 48.0],
    [11, 5, 1, 179.0],
    [12, 15, 1, 149.0], [12, 14, 1, 31.0],
    [13, 3, 1, 329.0],
    [14, 8, 2, 45.0], [14, 9, 1, 29.9],
    [15, 2, 1, 89.0], [15, 4, 2, 39.5],
    [16, 11, 2, 22.5], [16, 6, 6, 12.0],
    [17, 13, 1, 79.0],
    [18, 3, 1, 299.0], [18, 1, 1, 24.99],
    [19, 16, 4, 18.0], [19, 14, 1, 31.0],
    [20, 12, 2, 48.0],
    [21, 7, 1, 64.0], [21, 10, 1, 34.0],
    [22, 5, 1, 199.0], [22, 2, 1, 89.0],
    [23, 15, 2, 139.0],
    [24, 1, 3, 24.99], [24, 4, 1, 39.5],
    [25, 9, 2, 29.9],
    [26, 13, 2, 79.0],
    [27, 11, 1, 22.5],
    [28, 20, 1, 150.0], [28, 17, 1, 50.0],
    [29, 19, 3, 62.0],
    [30, 19, 2, 57.0],
  ],
);

const ORDERS_DATA = 'An online home-and-tech store: 13 customers, 20 products in six categories, 31 orders from January to June 2024 with a status (delivered, shipped, returned, cancelled) and their line items at the price actually paid (one shipped order has no line yet).';

export const ECOMMERCE_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'ecommerce-affordable-home-kitchen',
    industry: 'e-commerce',
    title: 'Affordable Home and Kitchen Picks',
    description: text(`
      The merchandising team is building a "gifts under $50" page.

      List every product in the **Home** or **Kitchen** category whose \`unit_price\` is strictly below 50.00.

      Return the columns \`id\`, \`name\`, \`category\`, \`unit_price\`, ordered by \`unit_price\` ascending, then by \`id\` ascending.
    `),
    difficulty_rating: 800,
    estimated_time_minutes: 3,
    category: 'SELECT',
    concepts: ['filtering', 'sorting'],
    schema_setup: setup(products),
    sample_data_description: 'The product catalogue of an online home-and-tech store: 20 products in the Electronics, Kitchen, Home, Sports, Outdoor and Garden categories with their list prices.',
    correct_solution: text(`
      SELECT id, name, category, unit_price
      FROM products
      WHERE category IN ('Home', 'Kitchen')
        AND unit_price < 50
      ORDER BY unit_price, id;
    `),
    tags: ['where', 'in', 'order-by'],
    // "List every product in the Home or Kitchen category whose unit_price is strictly below 50.00 …
    // ordered by unit_price ascending, then by id ascending": categories that are neither Home nor
    // Kitchen (one only starts like Home), prices exactly on and a cent below 50.00, and a price tie
    // whose ids and names sort in opposite orders.
    hidden_datasets: [
      `INSERT INTO products (id, name, category, unit_price) VALUES
         (31, 'Acacia Coaster Set', 'Home', 34.00), (32, 'Ergonomic Footrest', 'Home Office', 27.00),
         (33, 'Wooden Puzzle', 'Toys', 19.00), (34, 'Enamel Kettle', 'Kitchen', 49.99), (35, 'Oak Picture Frame', 'Home', 50.00);`,
    ],
  },
  {
    slug: 'ecommerce-customers-without-orders',
    industry: 'e-commerce',
    title: 'Customers Who Never Ordered',
    description: text(`
      Marketing wants to send a first-purchase coupon to customers who signed up but never placed an order.

      Find the customers who have **no row at all** in \`orders\` (an order of any status, even a cancelled one, counts as an order).

      Return \`id\`, \`name\` and \`signup_date\`. Row order does not matter.
    `),
    difficulty_rating: 1000,
    estimated_time_minutes: 5,
    category: 'JOIN',
    concepts: ['anti-join', 'outer-join'],
    schema_setup: setup(customers, orders),
    sample_data_description: 'Customers of an online store and their orders from January to June 2024; some customers have never ordered.',
    correct_solution: text(`
      SELECT c.id, c.name, c.signup_date
      FROM customers c
      LEFT JOIN orders o ON o.customer_id = c.id
      WHERE o.id IS NULL;
    `),
    tags: ['left-join', 'anti-join', 'null'],
    // "Find the customers who have no row at all in orders (an order of any status, even a cancelled one,
    // counts as an order)": customers whose only order is returned, cancelled, placed after June 2024, or
    // dated before their signup (a guest order later linked to the account).
    hidden_datasets: [
      `INSERT INTO customers (id, name, email, country, signup_date) VALUES
         (21, 'Ruth Ellison', 'ruth.ellison@example.com', 'US', '2023-12-02'),
         (22, 'Tariq Haddad', 'tariq.haddad@example.com', 'CA', '2024-01-20'),
         (23, 'Ingrid Solberg', 'ingrid.solberg@example.no', 'NO', '2024-03-01'),
         (24, 'Paulo Reis', 'paulo.reis@example.pt', 'PT', '2024-04-15');
       INSERT INTO orders (id, customer_id, order_date, status) VALUES
         (101, 21, '2024-02-10', 'returned'), (102, 22, '2024-07-03', 'cancelled'), (103, 23, '2024-02-25', 'delivered');`,
    ],
  },
  {
    slug: 'ecommerce-category-revenue',
    industry: 'e-commerce',
    title: 'Revenue by Product Category',
    description: text(`
      Finance wants to know which product categories bring in the money. Use **delivered** orders only (\`orders.status = 'delivered'\`). A line's revenue is \`order_items.quantity * order_items.unit_price\` (the price actually paid, not the list price).

      For each product category return:
      1. \`category\`
      2. \`orders_count\` – the number of distinct delivered orders containing at least one product of the category
      3. \`units_sold\` – the total quantity
      4. \`revenue\` – the total line revenue, rounded to 2 decimals

      Keep only categories whose (unrounded) revenue is at least 300. Order by \`revenue\` descending, then \`category\` ascending.
    `),
    difficulty_rating: 1200,
    estimated_time_minutes: 8,
    category: 'AGGREGATION',
    concepts: ['inner-join', 'aggregation', 'having'],
    schema_setup: setup(customers, products, orders, orderItems),
    sample_data_description: ORDERS_DATA,
    correct_solution: text(`
      SELECT p.category,
             COUNT(DISTINCT o.id) AS orders_count,
             SUM(oi.quantity) AS units_sold,
             ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
      FROM order_items oi
      JOIN orders o ON o.id = oi.order_id
      JOIN products p ON p.id = oi.product_id
      WHERE o.status = 'delivered'
      GROUP BY p.category
      HAVING SUM(oi.quantity * oi.unit_price) >= 300
      ORDER BY revenue DESC, p.category;
    `),
    tags: ['joins', 'group-by', 'having', 'count-distinct'],
  },
  {
    slug: 'ecommerce-orders-above-own-average',
    industry: 'e-commerce',
    title: 'Orders Above the Customer’s Own Average',
    description: text(`
      An order's total is the sum of \`quantity * unit_price\` over its lines in \`order_items\`. Ignore **cancelled** orders (\`status = 'cancelled'\`) everywhere in this question (returned and shipped orders count), and ignore orders without any line.

      Find every order whose total is **strictly greater** than the average order total of the **same customer** (the average over that customer's non-cancelled orders).

      Return \`order_id\`, \`customer_id\` and \`order_total\` (rounded to 2 decimals; compare the unrounded values). Row order does not matter.
    `),
    difficulty_rating: 1450,
    estimated_time_minutes: 10,
    category: 'SUBQUERY',
    concepts: ['correlated-subquery', 'cte', 'aggregation'],
    schema_setup: setup(customers, products, orders, orderItems),
    sample_data_description: ORDERS_DATA,
    correct_solution: text(`
      WITH order_totals AS (
        SELECT o.id AS order_id, o.customer_id, SUM(oi.quantity * oi.unit_price) AS total
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        WHERE o.status <> 'cancelled'
        GROUP BY o.id, o.customer_id
      )
      SELECT t.order_id, t.customer_id, ROUND(t.total, 2) AS order_total
      FROM order_totals t
      WHERE t.total > (
        SELECT AVG(t2.total)
        FROM order_totals t2
        WHERE t2.customer_id = t.customer_id
      );
    `),
    tags: ['correlated-subquery', 'cte', 'group-by'],
    // "Find every order whose total is strictly greater than the average order total of the same customer
    // … (rounded to 2 decimals; compare the unrounded values)": a customer whose average is less than half
    // a cent below an order's total, and one with several orders of the same total (each counts in the
    // average), besides a cancelled order that must not move either average.
    hidden_datasets: [
      `INSERT INTO customers (id, name, email, country, signup_date) VALUES
         (21, 'Ruth Ellison', 'ruth.ellison@example.com', 'US', '2023-12-02'),
         (22, 'Tariq Haddad', 'tariq.haddad@example.com', 'CA', '2024-01-20');
       INSERT INTO orders (id, customer_id, order_date, status) VALUES
         (101, 21, '2024-02-01', 'delivered'), (102, 21, '2024-03-01', 'shipped'), (103, 21, '2024-04-01', 'returned'),
         (104, 21, '2024-05-01', 'cancelled'),
         (105, 22, '2024-02-05', 'delivered'), (106, 22, '2024-03-05', 'delivered'), (107, 22, '2024-04-05', 'delivered'),
         (108, 22, '2024-05-05', 'delivered'), (109, 22, '2024-06-05', 'delivered');
       INSERT INTO order_items (order_id, product_id, quantity, unit_price) VALUES
         (101, 6, 1, 10.01), (102, 6, 1, 10.01), (103, 6, 1, 10.00), (104, 3, 1, 329.00),
         (105, 6, 1, 10.00), (106, 6, 1, 10.00), (107, 6, 1, 10.00), (108, 16, 1, 16.00), (109, 9, 1, 30.00);`,
    ],
  },
  {
    slug: 'ecommerce-customer-value-segments',
    industry: 'e-commerce',
    title: 'Customer Value Segments',
    description: text(`
      Segment **all** customers by their lifetime revenue from **delivered** orders (revenue = sum of \`quantity * unit_price\` over the lines of their delivered orders; a customer with no delivered order has revenue 0):

      - \`'high'\`: revenue of at least 400
      - \`'medium'\`: at least 200 and below 400
      - \`'low'\`: above 0 and below 200
      - \`'none'\`: exactly 0

      Return one row per segment that has at least one customer: \`segment\`, \`customers\` (the number of customers in it) and \`pct_of_customers\` – the share of all customers in that segment, as a percentage rounded to 2 decimals (e.g. 33.33). Row order does not matter.
    `),
    difficulty_rating: 1600,
    estimated_time_minutes: 12,
    category: 'ANALYTICS',
    concepts: ['case-when', 'conditional-aggregation-pivot', 'percentiles'],
    schema_setup: setup(customers, products, orders, orderItems),
    sample_data_description: ORDERS_DATA,
    correct_solution: text(`
      WITH revenue AS (
        SELECT c.id,
               SUM(oi.quantity * oi.unit_price) FILTER (WHERE o.status = 'delivered') AS revenue
        FROM customers c
        LEFT JOIN orders o ON o.customer_id = c.id
        LEFT JOIN order_items oi ON oi.order_id = o.id
        GROUP BY c.id
      ),
      segmented AS (
        SELECT CASE
                 WHEN revenue >= 400 THEN 'high'
                 WHEN revenue >= 200 THEN 'medium'
                 WHEN revenue > 0 THEN 'low'
                 ELSE 'none'
               END AS segment
        FROM revenue
      )
      SELECT segment,
             COUNT(*) AS customers,
             ROUND(100.0 * COUNT(*) / SUM(COUNT(*)) OVER (), 2) AS pct_of_customers
      FROM segmented
      GROUP BY segment;
    `),
    tags: ['case', 'left-join', 'percentages', 'segmentation'],
    // Revenues a cent below each threshold the text names (400, 200), just above 0, and exactly 0 from a
    // delivered order (a free gift).
    hidden_datasets: [
      `INSERT INTO customers (id, name, email, country, signup_date) VALUES
  (14, 'Ruth Adler', 'ruth.adler@example.com', 'US', '2024-03-02'),
  (15, 'Tomas Novak', 'tomas.novak@example.cz', 'CZ', '2024-03-09'),
  (16, 'Kemi Okafor', 'kemi.okafor@example.com', 'GB', '2024-03-16'),
  (17, 'Pablo Reyes', 'pablo.reyes@example.es', 'ES', '2024-03-23');
INSERT INTO orders (id, customer_id, order_date, status) VALUES
  (32, 14, '2024-06-03', 'delivered'),
  (33, 15, '2024-06-05', 'delivered'),
  (34, 16, '2024-06-07', 'delivered'),
  (35, 17, '2024-06-09', 'delivered');
INSERT INTO order_items (order_id, product_id, quantity, unit_price) VALUES
  (32, 3, 1, 329.00), (32, 4, 1, 39.50), (32, 14, 1, 31.49),
  (33, 5, 1, 199.99),
  (34, 16, 1, 0.99),
  (35, 6, 1, 0.00);`,
    ],
  },
  {
    slug: 'ecommerce-top-products-per-category',
    industry: 'e-commerce',
    title: 'Top Two Sellers in Every Category',
    description: text(`
      For each product category, find its best-selling products by units sold, counting only orders whose status is **delivered** or **shipped**.

      Rank products within their category by total units sold (highest first) with **dense ranking**: tied products share a rank and the next rank follows without gaps. Keep ranks 1 and 2 (so more than two products can appear when there are ties). Products that sold nothing in those orders are left out.

      Return \`category\`, \`product_id\`, \`product_name\`, \`units_sold\`, \`sales_rank\`, ordered by \`category\`, then \`sales_rank\`, then \`product_id\`.
    `),
    difficulty_rating: 1800,
    estimated_time_minutes: 12,
    category: 'WINDOW_FUNCTION',
    concepts: ['top-n-per-group', 'ranking-window', 'cte'],
    schema_setup: setup(customers, products, orders, orderItems),
    sample_data_description: ORDERS_DATA,
    correct_solution: text(`
      WITH units AS (
        SELECT p.category, p.id AS product_id, p.name AS product_name, SUM(oi.quantity) AS units_sold
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        JOIN products p ON p.id = oi.product_id
        WHERE o.status IN ('delivered', 'shipped')
        GROUP BY p.category, p.id, p.name
      ),
      ranked AS (
        SELECT *, DENSE_RANK() OVER (PARTITION BY category ORDER BY units_sold DESC) AS sales_rank
        FROM units
      )
      SELECT category, product_id, product_name, units_sold, sales_rank
      FROM ranked
      WHERE sales_rank <= 2
      ORDER BY category, sales_rank, product_id;
    `),
    tags: ['dense-rank', 'partition-by', 'top-n-per-group', 'ties'],
  },
], ECOMMERCE_GUIDANCE);
