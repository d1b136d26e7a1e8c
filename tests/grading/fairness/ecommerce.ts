import { type FairnessCases } from './types';

/** Fairness cases for the e-commerce demo challenges (backend/src/catalogue/domain/demo/ecommerce.ts). */
export const ECOMMERCE_FAIRNESS: FairnessCases = {
  'ecommerce-affordable-home-kitchen': {
    wrong: [
      {
        sql: `SELECT id, name, category, unit_price FROM products
              WHERE category NOT IN ('Electronics', 'Sports') AND unit_price < 50
              ORDER BY unit_price, id`,
        mistake: 'excludes the other categories seen in the sample instead of keeping only "the Home or Kitchen category"',
      },
      {
        sql: `SELECT id, name, category, unit_price FROM products
              WHERE (category LIKE 'Home%' OR category LIKE 'Kitchen%') AND unit_price < 50
              ORDER BY unit_price, id`,
        mistake: 'a prefix pattern also matches look-alike categories (e.g. "Home Office"); the text names the exact categories Home and Kitchen',
      },
      {
        sql: `SELECT id, name, category, unit_price FROM products
              WHERE category IN ('Home', 'Kitchen') AND unit_price < 50
              ORDER BY unit_price, name`,
        mistake: 'breaks price ties by name; the text says "then by id ascending"',
      },
    ],
    right: [
      `SELECT * FROM products
       WHERE (category = 'Home' OR category = 'Kitchen') AND NOT unit_price >= 50
       ORDER BY 4, 1`,
      `WITH picks AS (
         SELECT id AS product_id, name AS product_name, category AS cat, unit_price AS price
         FROM products WHERE category = ANY (ARRAY['Kitchen', 'Home']))
       SELECT product_id, product_name, cat, price FROM picks
       WHERE price < 50.00
       ORDER BY price ASC, product_id ASC`,
    ],
  },
  'ecommerce-customers-without-orders': {
    wrong: [
      {
        sql: `SELECT c.id, c.name, c.signup_date FROM customers c
              WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.status <> 'returned')`,
        mistake: 'treats a returned order as no order; the text says "an order of any status … counts as an order"',
      },
      {
        sql: `SELECT id, name, signup_date FROM customers
              WHERE id NOT IN (SELECT customer_id FROM orders WHERE order_date BETWEEN '2024-01-01' AND '2024-06-30')`,
        mistake: 'only looks at orders of January–June 2024 (the sample period); the text asks for customers with "no row at all" in orders',
      },
      {
        sql: `SELECT c.id, c.name, c.signup_date FROM customers c
              LEFT JOIN orders o ON o.customer_id = c.id AND o.order_date >= c.signup_date
              WHERE o.id IS NULL`,
        mistake: 'counts only orders placed on or after the signup date; the text counts any row in orders',
      },
    ],
    right: [
      `SELECT id, name, signup_date FROM customers WHERE id NOT IN (SELECT customer_id FROM orders)`,
      `SELECT c.id AS customer_id, c.name AS customer_name, c.signup_date AS joined
       FROM customers c LEFT JOIN orders o ON o.customer_id = c.id
       GROUP BY c.id, c.name, c.signup_date
       HAVING COUNT(o.id) = 0`,
    ],
  },
  'ecommerce-category-revenue': {
    wrong: [
      {
        sql: `SELECT p.category, COUNT(DISTINCT o.id), SUM(oi.quantity), ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
              FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
              WHERE o.status = 'delivered'
              GROUP BY p.category
              HAVING SUM(oi.quantity * oi.unit_price) >= 300
              ORDER BY revenue DESC`,
        mistake: 'leaves out the tie-break "then category ascending"',
      },
      {
        sql: `SELECT p.category, COUNT(DISTINCT o.id) AS orders_count, SUM(oi.quantity) AS units_sold, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
              FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
              WHERE o.status = 'delivered'
              GROUP BY p.category
              HAVING SUM(oi.quantity * oi.unit_price) >= 300
              ORDER BY revenue DESC, p.category DESC`,
        mistake: 'breaks revenue ties by category descending, where the text says "then category ascending"',
      },
      {
        sql: `SELECT p.category, COUNT(DISTINCT o.id), SUM(oi.quantity), ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
              FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
              WHERE o.status = 'delivered'
              GROUP BY p.category
              HAVING ROUND(SUM(oi.quantity * oi.unit_price)) >= 300
              ORDER BY revenue DESC, p.category`,
        mistake: 'filters on revenue rounded to whole units; the text keeps categories whose "(unrounded) revenue is at least 300" (299.50 is out)',
      },
    ],
    right: [
      // was a wrong answer; the catalogue's constraints (issue 32) now make it the same query
      `SELECT p.category, COUNT(DISTINCT o.id), SUM(oi.quantity), ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
              FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
              WHERE o.status NOT IN ('cancelled', 'returned', 'shipped')
              GROUP BY p.category
              HAVING SUM(oi.quantity * oi.unit_price) >= 300
              ORDER BY revenue DESC, p.category`,
      `SELECT category, COUNT(DISTINCT order_id) AS n_orders, SUM(quantity) AS units, ROUND(SUM(line_total), 2) AS rev
       FROM (SELECT p.category, oi.order_id, oi.quantity, oi.quantity * oi.unit_price AS line_total
             FROM order_items oi JOIN products p ON p.id = oi.product_id
             WHERE EXISTS (SELECT 1 FROM orders o WHERE o.id = oi.order_id AND o.status = 'delivered')) x
       GROUP BY category
       HAVING NOT SUM(line_total) < 300
       ORDER BY rev DESC, category ASC`,
      `SELECT p.category,
              COUNT(DISTINCT o.id) FILTER (WHERE o.status = 'delivered') AS orders_count,
              SUM(oi.quantity) FILTER (WHERE o.status = 'delivered') AS units_sold,
              ROUND(SUM(oi.quantity * oi.unit_price) FILTER (WHERE o.status = 'delivered'), 2) AS revenue
       FROM products p JOIN order_items oi ON oi.product_id = p.id JOIN orders o ON o.id = oi.order_id
       GROUP BY p.category
       HAVING SUM(oi.quantity * oi.unit_price) FILTER (WHERE o.status = 'delivered') >= 300
       ORDER BY 4 DESC, 1`,
    ],
  },
  'ecommerce-orders-above-own-average': {
    wrong: [
      {
        sql: `WITH order_totals AS (
                SELECT o.id AS order_id, o.customer_id, o.status, SUM(oi.quantity * oi.unit_price) AS total
                FROM order_items oi JOIN orders o ON o.id = oi.order_id
                GROUP BY o.id, o.customer_id, o.status)
              SELECT t.order_id, t.customer_id, ROUND(t.total, 2) AS order_total
              FROM order_totals t
              WHERE t.status <> 'cancelled' AND t.total > (SELECT AVG(t2.total) FROM order_totals t2 WHERE t2.customer_id = t.customer_id AND t2.status <> 'cancelled') + 0.01`,
        mistake: 'asks for a cent above the average (a tolerance), where the text asks for strictly greater than the exact average',
      },
      {
        sql: `WITH t AS (
                SELECT o.id AS order_id, o.customer_id, SUM(oi.quantity * oi.unit_price) AS total
                FROM orders o JOIN order_items oi ON oi.order_id = o.id
                WHERE o.status <> 'cancelled' GROUP BY o.id, o.customer_id)
              SELECT order_id, customer_id, ROUND(total, 2) FROM t
              WHERE ROUND(total, 2) > ROUND((SELECT AVG(t2.total) FROM t t2 WHERE t2.customer_id = t.customer_id), 2)`,
        mistake: 'compares rounded values; the text says "compare the unrounded values"',
      },
      {
        sql: `WITH t AS (
                SELECT o.id AS order_id, o.customer_id, SUM(oi.quantity * oi.unit_price) AS total
                FROM orders o JOIN order_items oi ON oi.order_id = o.id
                WHERE o.status <> 'cancelled' GROUP BY o.id, o.customer_id)
              SELECT order_id, customer_id, ROUND(total, 2) FROM t
              WHERE total > (SELECT AVG(DISTINCT t2.total) FROM t t2 WHERE t2.customer_id = t.customer_id)`,
        mistake: 'averages the distinct order totals, so two orders with the same total count once; the text wants the average over the customer\u2019s orders',
      },
    ],
    right: [
      // was a wrong answer; the catalogue's constraints (issue 32) now make it the same query
      `WITH t AS (
                SELECT o.id AS order_id, o.customer_id, SUM(oi.quantity * oi.unit_price) AS total
                FROM orders o JOIN order_items oi ON oi.order_id = o.id
                WHERE o.status NOT LIKE 'cancel%' GROUP BY o.id, o.customer_id)
              SELECT order_id, customer_id, ROUND(total, 2) FROM t
              WHERE total > (SELECT AVG(t2.total) FROM t t2 WHERE t2.customer_id = t.customer_id)`,
      `SELECT o.id, o.customer_id, ROUND(SUM(oi.quantity * oi.unit_price), 2)
       FROM orders o JOIN order_items oi ON oi.order_id = o.id
       WHERE o.status <> 'cancelled'
       GROUP BY o.id, o.customer_id
       HAVING SUM(oi.quantity * oi.unit_price) > (
         SELECT SUM(oi2.quantity * oi2.unit_price) / COUNT(DISTINCT o2.id)
         FROM orders o2 JOIN order_items oi2 ON oi2.order_id = o2.id
         WHERE o2.customer_id = o.customer_id AND o2.status <> 'cancelled')`,
      `SELECT order_id, customer_id, order_total FROM (
         SELECT o.id AS order_id, o.customer_id, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS order_total,
                SUM(oi.quantity * oi.unit_price) - AVG(SUM(oi.quantity * oi.unit_price)) OVER (PARTITION BY o.customer_id) AS diff
         FROM orders o JOIN order_items oi ON o.id = oi.order_id
         WHERE NOT o.status = 'cancelled'
         GROUP BY o.id, o.customer_id) s
       WHERE diff > 0`,
    ],
  },
  'ecommerce-customer-value-segments': {
    wrong: [
      {
        sql: `WITH r AS (
                SELECT c.id, SUM(oi.quantity * oi.unit_price) AS revenue
                FROM customers c
                LEFT JOIN orders o ON o.customer_id = c.id AND o.status = 'delivered'
                LEFT JOIN order_items oi ON oi.order_id = o.id
                GROUP BY c.id)
              SELECT CASE WHEN revenue >= 400 THEN 'high' WHEN revenue >= 200 THEN 'medium'
                          WHEN revenue IS NULL THEN 'none' ELSE 'low' END AS segment,
                     COUNT(*), ROUND(100.0 * COUNT(*) / (SELECT COUNT(*) FROM customers), 2)
              FROM r GROUP BY 1`,
        mistake: 'puts only customers without delivered lines (NULL) in none; the text says "\'none\': exactly 0" and "\'low\': above 0", so delivered lines worth 0 are none',
      },
      {
        sql: `WITH r AS (
                SELECT c.id, COALESCE(SUM(oi.quantity * oi.unit_price) FILTER (WHERE o.status = 'delivered'), 0) AS revenue
                FROM customers c LEFT JOIN orders o ON o.customer_id = c.id LEFT JOIN order_items oi ON oi.order_id = o.id
                GROUP BY c.id)
              SELECT CASE WHEN revenue >= 400 THEN 'high' WHEN revenue BETWEEN 200 AND 399 THEN 'medium'
                          WHEN revenue BETWEEN 1 AND 199 THEN 'low' ELSE 'none' END AS segment,
                     COUNT(*), ROUND(100.0 * COUNT(*) / SUM(COUNT(*)) OVER (), 2)
              FROM r GROUP BY 1`,
        mistake: 'integer ranges leave gaps (399.50 falls to none); the text says "at least 200 and below 400", "above 0 and below 200"',
      },
      {
        sql: `WITH r AS (
                SELECT c.id, COALESCE(SUM(oi.quantity * oi.unit_price) FILTER (WHERE o.status = 'delivered'), 0) AS revenue
                FROM customers c LEFT JOIN orders o ON o.customer_id = c.id LEFT JOIN order_items oi ON oi.order_id = o.id
                GROUP BY c.id),
              s AS (
                SELECT CASE WHEN revenue >= 400 THEN 'high' WHEN revenue >= 200 THEN 'medium'
                            WHEN revenue > 0 THEN 'low' ELSE 'none' END AS segment FROM r)
              SELECT v.segment, COUNT(s.segment), ROUND(100.0 * COUNT(s.segment) / (SELECT COUNT(*) FROM customers), 2)
              FROM (VALUES ('high'), ('medium'), ('low'), ('none')) v(segment)
              LEFT JOIN s ON s.segment = v.segment
              GROUP BY v.segment`,
        mistake: 'always lists all four segments; the text returns "one row per segment that has at least one customer"',
      },
    ],
    right: [
      `SELECT seg, COUNT(*) AS n, ROUND(COUNT(*) * 100.0 / (SELECT COUNT(*) FROM customers), 2) AS pct
       FROM (SELECT CASE WHEN v >= 400 THEN 'high' WHEN v >= 200 THEN 'medium' WHEN v > 0 THEN 'low' ELSE 'none' END AS seg
             FROM (SELECT c.id,
                          COALESCE((SELECT SUM(oi.quantity * oi.unit_price)
                                    FROM order_items oi JOIN orders o ON o.id = oi.order_id
                                    WHERE o.customer_id = c.id AND o.status = 'delivered'), 0) AS v
                   FROM customers c) x) y
       GROUP BY seg`,
      `WITH rev AS (
         SELECT c.id, COALESCE(d.r, 0) AS r
         FROM customers c
         LEFT JOIN (SELECT o.customer_id, SUM(oi.quantity * oi.unit_price) AS r
                    FROM orders o JOIN order_items oi ON oi.order_id = o.id
                    WHERE o.status = 'delivered' GROUP BY o.customer_id) d ON d.customer_id = c.id),
       tot AS (SELECT COUNT(*) AS n FROM rev)
       SELECT 'high' AS segment, COUNT(*) AS customers, ROUND(100.0 * COUNT(*) / (SELECT n FROM tot), 2) AS pct
       FROM rev WHERE r >= 400 HAVING COUNT(*) > 0
       UNION ALL
       SELECT 'medium', COUNT(*), ROUND(100.0 * COUNT(*) / (SELECT n FROM tot), 2)
       FROM rev WHERE r >= 200 AND r < 400 HAVING COUNT(*) > 0
       UNION ALL
       SELECT 'low', COUNT(*), ROUND(100.0 * COUNT(*) / (SELECT n FROM tot), 2)
       FROM rev WHERE r > 0 AND r < 200 HAVING COUNT(*) > 0
       UNION ALL
       SELECT 'none', COUNT(*), ROUND(100.0 * COUNT(*) / (SELECT n FROM tot), 2)
       FROM rev WHERE NOT r > 0 HAVING COUNT(*) > 0`,
    ],
  },
  'ecommerce-top-products-per-category': {
    wrong: [
      {
        sql: `WITH units AS (
                SELECT p.category, p.id AS product_id, p.name AS product_name, SUM(oi.quantity) AS units_sold
                FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
                WHERE o.status IN ('delivered', 'shipped')
                GROUP BY p.category, p.id, p.name),
              ranked AS (SELECT *, RANK() OVER (PARTITION BY category ORDER BY units_sold DESC) AS sales_rank FROM units)
              SELECT category, product_id, product_name, units_sold, sales_rank FROM ranked
              WHERE sales_rank <= 2 ORDER BY category, sales_rank, product_id`,
        mistake: 'RANK leaves a gap after a tie at the top; the text asks for "dense ranking … the next rank follows without gaps"',
      },
      {
        sql: `WITH units AS (
                SELECT p.category, p.id AS product_id, p.name AS product_name, COALESCE(SUM(x.quantity), 0) AS units_sold
                FROM products p
                LEFT JOIN (SELECT oi.product_id, oi.quantity FROM order_items oi JOIN orders o ON o.id = oi.order_id
                           WHERE o.status IN ('delivered', 'shipped')) x ON x.product_id = p.id
                GROUP BY p.category, p.id, p.name),
              ranked AS (SELECT *, DENSE_RANK() OVER (PARTITION BY category ORDER BY units_sold DESC) AS sales_rank FROM units)
              SELECT category, product_id, product_name, units_sold, sales_rank FROM ranked
              WHERE sales_rank <= 2 ORDER BY category, sales_rank, product_id`,
        mistake: 'keeps products with 0 units (they rank 2 in a category with one seller); the text says "products that sold nothing … are left out"',
      },
      {
        sql: `WITH units AS (
                SELECT p.category, MIN(p.id) AS product_id, p.name AS product_name, SUM(oi.quantity) AS units_sold
                FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
                WHERE o.status IN ('delivered', 'shipped')
                GROUP BY p.category, p.name)
              SELECT category, product_id, product_name, units_sold, sales_rank
              FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY category ORDER BY units_sold DESC) AS sales_rank FROM units) r
              WHERE sales_rank <= 2
              ORDER BY category, sales_rank, product_id`,
        mistake: 'groups by product name, so two products of the same name count as one, where the text ranks products',
      },
    ],
    right: [
      // was a wrong answer; the catalogue's constraints (issue 32) now make it the same query
      `WITH units AS (
                SELECT p.category, p.id AS product_id, p.name AS product_name, SUM(oi.quantity) AS units_sold
                FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
                WHERE o.status NOT IN ('cancelled', 'returned')
                GROUP BY p.category, p.id, p.name),
              ranked AS (SELECT *, DENSE_RANK() OVER (PARTITION BY category ORDER BY units_sold DESC) AS sales_rank FROM units)
              SELECT category, product_id, product_name, units_sold, sales_rank FROM ranked
              WHERE sales_rank <= 2 ORDER BY category, sales_rank, product_id`,
      `WITH u AS (
         SELECT p.category, p.id AS product_id, p.name AS product_name, SUM(oi.quantity) AS units_sold
         FROM products p JOIN order_items oi ON oi.product_id = p.id
         JOIN orders o ON o.id = oi.order_id AND o.status IN ('shipped', 'delivered')
         GROUP BY p.id),
       levels AS (SELECT DISTINCT category, units_sold FROM u),
       lr AS (SELECT category, units_sold, ROW_NUMBER() OVER (PARTITION BY category ORDER BY units_sold DESC) AS sales_rank FROM levels)
       SELECT u.category, u.product_id, u.product_name, u.units_sold, lr.sales_rank
       FROM u JOIN lr USING (category, units_sold)
       WHERE lr.sales_rank < 3
       ORDER BY u.category, lr.sales_rank, u.product_id`,
      `SELECT category, product_id, product_name, units_sold, sales_rank FROM (
         SELECT p.category, p.id AS product_id, p.name AS product_name, SUM(oi.quantity) AS units_sold,
                DENSE_RANK() OVER (PARTITION BY p.category ORDER BY SUM(oi.quantity) DESC) AS sales_rank
         FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
         WHERE o.status = 'delivered' OR o.status = 'shipped'
         GROUP BY p.id, p.category, p.name) t
       WHERE sales_rank IN (1, 2)
       ORDER BY category, units_sold DESC, product_id`,
    ],
  },
};
