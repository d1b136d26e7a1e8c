import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the e-commerce demo challenges (../ecommerce.ts). */
export const ECOMMERCE_GUIDANCE: Record<string, Guidance> = {
  'ecommerce-affordable-home-kitchen': {
    hints: [
      'Everything you need is in one table. Think about the two conditions a product must meet at the same time.',
      'Use `WHERE` with `IN (...)` for the two categories and `AND` for the price; "strictly below" means `<`, not `<=`.',
      'Filter with `category IN (\'Home\', \'Kitchen\') AND unit_price < 50`, then sort by two columns: the price first, the id second.',
    ],
    approach: text(`
      This is a plain filter and sort on \`products\`. A product qualifies when its category is exactly Home or Kitchen **and** its price is strictly below 50.00. \`IN\` keeps the category test short and exact. Because two products can have the same price, the text adds \`id\` as a second sort key so the order is always the same.
    `),
    solution: text(`
      SELECT id, name, category, unit_price
      FROM products
      -- exact category names, and a strict price bound (50.00 itself is out)
      WHERE category IN ('Home', 'Kitchen')
        AND unit_price < 50
      -- price first; id breaks ties between equal prices
      ORDER BY unit_price, id;
    `),
    mistakes: [
      '**Excluding the categories you can see instead of naming the ones you want**, e.g. `category NOT IN (\'Electronics\', \'Sports\')`. It works on the sample, but any other category (Toys, Garden, …) would slip in. A prefix match such as `LIKE \'Home%\'` fails the same way: it also matches "Home Office".',
      '**Breaking price ties by name**, e.g. `ORDER BY unit_price, name`. Two products can both cost 34.00; the text says ties are ordered by `id`, and names may sort the other way round.',
    ],
  },
  'ecommerce-customers-without-orders': {
    hints: [
      'You are looking for customers that have no matching row in another table. How can you keep a customer even when nothing matches?',
      'A `LEFT JOIN` keeps every customer; where no order matches, the order columns come back as `NULL`. This pattern is called an anti-join (`NOT EXISTS` works too).',
      'Join `orders` on `o.customer_id = c.id` with `LEFT JOIN`, then keep only rows `WHERE o.id IS NULL`. Do not filter the orders by status or date.',
    ],
    approach: text(`
      Start from \`customers\` and \`LEFT JOIN\` their orders. A customer with at least one order gets one row per order; a customer with none gets a single row whose order columns are all \`NULL\`. Keeping only the rows where \`o.id IS NULL\` leaves exactly the customers who never ordered. Any order counts, whatever its status or date, so nothing else belongs in the join.
    `),
    solution: text(`
      SELECT c.id, c.name, c.signup_date
      FROM customers c
      -- every customer is kept; unmatched ones get NULL order columns
      LEFT JOIN orders o ON o.customer_id = c.id
      -- no order row at all
      WHERE o.id IS NULL;
    `),
    mistakes: [
      '**Ignoring some orders by status**, e.g. `NOT EXISTS (... AND o.status <> \'returned\')`. A customer whose only order was returned or cancelled would be listed, but the text says an order of any status counts.',
      '**Limiting the orders by date**, e.g. only orders between 2024-01-01 and 2024-06-30 (the sample period) or only orders placed after the signup date. A customer with an older or later order still has a row in `orders` and must not be listed.',
    ],
  },
  'ecommerce-category-revenue': {
    hints: [
      'You need to combine line items with their order (for the status) and their product (for the category), then summarise per category.',
      'Join `order_items` to `orders` and `products`, `GROUP BY p.category`, and filter groups with `HAVING`. Use `COUNT(DISTINCT o.id)` because one order can have several lines in the same category.',
      'Filter `o.status = \'delivered\'` in `WHERE`, keep groups with `HAVING SUM(oi.quantity * oi.unit_price) >= 300`, round only in the output, and sort by `revenue DESC, p.category`.',
    ],
    approach: text(`
      Each row of \`order_items\` is one line of one order. Join it to \`orders\` to keep only delivered orders, and to \`products\` to find the category. Group by category: the number of orders is \`COUNT(DISTINCT o.id)\` (an order with two Kitchen lines is still one order), units are \`SUM(quantity)\` and revenue is \`SUM(quantity * unit_price)\` using the price paid on the line. \`HAVING\` filters the groups on the unrounded revenue, and the final sort needs the category as a tie-breaker.
    `),
    solution: text(`
      SELECT p.category,
             -- an order with several lines in one category counts once
             COUNT(DISTINCT o.id) AS orders_count,
             SUM(oi.quantity) AS units_sold,
             -- the price actually paid is on the line, not in products
             ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
      FROM order_items oi
      JOIN orders o ON o.id = oi.order_id
      JOIN products p ON p.id = oi.product_id
      WHERE o.status = 'delivered'
      GROUP BY p.category
      -- compare the unrounded revenue with the threshold
      HAVING SUM(oi.quantity * oi.unit_price) >= 300
      ORDER BY revenue DESC, p.category;
    `),
    mistakes: [
      '**Filtering on rounded revenue**, e.g. `HAVING ROUND(SUM(...)) >= 300`. A category with 299.50 rounds up to 300 and would be kept, but the text compares the unrounded revenue.',
      '**Leaving out the tie-breaker**, `ORDER BY revenue DESC` alone. Two categories with the same revenue may then come out in any order; the text says "then `category` ascending".',
    ],
  },
  'ecommerce-orders-above-own-average': {
    hints: [
      'Work in two steps: first compute one total per order, then compare each order with the other orders of the same customer.',
      'Put the per-order totals in a CTE (`WITH order_totals AS (...)`), then use a correlated subquery (or `AVG(...) OVER (PARTITION BY customer_id)`) for the customer\'s average.',
      'In the CTE, join `order_items` to `orders`, skip `status = \'cancelled\'` and `GROUP BY o.id, o.customer_id`. Then keep rows `WHERE t.total > (SELECT AVG(t2.total) ... WHERE t2.customer_id = t.customer_id)`.',
    ],
    approach: text(`
      An order's total is a sum over its lines, so first build a table of order totals (skipping cancelled orders; an inner join to \`order_items\` also drops orders without lines). Then, for each order, compute the average total of the same customer's orders and keep the order when its total is strictly greater. A correlated subquery does this directly: it is re-evaluated for every outer row with that row's \`customer_id\`. Round only in the output.
    `),
    solution: text(`
      -- step 1: one row per non-cancelled order with at least one line
      WITH order_totals AS (
        SELECT o.id AS order_id, o.customer_id, SUM(oi.quantity * oi.unit_price) AS total
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        WHERE o.status <> 'cancelled'
        GROUP BY o.id, o.customer_id
      )
      -- step 2: keep orders above their own customer's average
      SELECT t.order_id, t.customer_id, ROUND(t.total, 2) AS order_total
      FROM order_totals t
      WHERE t.total > (
        -- correlated: the average of this customer's orders only
        SELECT AVG(t2.total)
        FROM order_totals t2
        WHERE t2.customer_id = t.customer_id
      );
    `),
    mistakes: [
      '**Comparing rounded values**, e.g. `ROUND(total, 2) > ROUND(AVG(...), 2)`. A customer with orders of 100.00 and 100.01 has an average of 100.005; the 100.01 order is above it, but the rounded average is also 100.01, so the order is lost. The text says to compare the unrounded values.',
      '**Averaging distinct totals**, `AVG(DISTINCT t2.total)`. If a customer has two orders of 50 and one of 110, the real average is 70 but the distinct average is 80; the result changes whenever totals repeat.',
    ],
  },
  'ecommerce-customer-value-segments': {
    hints: [
      'Start from all customers (not from orders), compute each customer\'s delivered revenue, then put each customer in a bucket and count the buckets.',
      'Use `LEFT JOIN` so customers without orders stay, `SUM(...) FILTER (WHERE o.status = \'delivered\')` for the revenue, and a `CASE` expression for the segment.',
      'Write the `CASE` from the top: `>= 400` high, `>= 200` medium, `> 0` low, `ELSE` none (this also catches `NULL`). For the share use `100.0 * COUNT(*) / SUM(COUNT(*)) OVER ()`.',
    ],
    approach: text(`
      Every customer must be counted, so start from \`customers\` and \`LEFT JOIN\` orders and their lines. Summing with \`FILTER (WHERE o.status = 'delivered')\` counts delivered revenue only while keeping customers with no delivered order (their sum is \`NULL\`). A \`CASE\` tested from the highest threshold down gives each customer one segment, and \`ELSE 'none'\` covers both 0 and \`NULL\`. Finally group by segment; the percentage divides each group's count by the total over all groups, which the window \`SUM(COUNT(*)) OVER ()\` gives without another query. Writing \`100.0\` avoids integer division.
    `),
    solution: text(`
      -- delivered revenue per customer; NULL when there is none
      WITH revenue AS (
        SELECT c.id,
               SUM(oi.quantity * oi.unit_price) FILTER (WHERE o.status = 'delivered') AS revenue
        FROM customers c
        LEFT JOIN orders o ON o.customer_id = c.id
        LEFT JOIN order_items oi ON oi.order_id = o.id
        GROUP BY c.id
      ),
      -- the first matching branch wins, so test from the top down
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
             -- 100.0 forces decimal division; the window sums all groups
             ROUND(100.0 * COUNT(*) / SUM(COUNT(*)) OVER (), 2) AS pct_of_customers
      FROM segmented
      GROUP BY segment;
    `),
    mistakes: [
      '**Using integer ranges**, e.g. `BETWEEN 200 AND 399` and `BETWEEN 1 AND 199`. Revenue is a decimal: 399.50 or 0.50 falls into no range and ends up in `none`. Compare with `>=` and `>` from the top down instead.',
      '**Testing only for `NULL` for the `none` segment**, e.g. `WHEN revenue IS NULL THEN \'none\' ELSE \'low\'`. A customer whose delivered lines add up to exactly 0 has revenue 0, not `NULL`, and the text puts "exactly 0" in `none`.',
    ],
  },
  'ecommerce-top-products-per-category': {
    hints: [
      'First work out units sold per product from delivered and shipped orders, then rank products inside each category.',
      'A window function ranks within groups: `DENSE_RANK() OVER (PARTITION BY category ORDER BY units_sold DESC)`. You cannot filter on it in the same `SELECT`, so wrap it in a CTE.',
      'CTE 1: join `order_items`, `orders`, `products`, `WHERE o.status IN (\'delivered\', \'shipped\')`, group by product. CTE 2: add the `DENSE_RANK`. Outer query: `WHERE sales_rank <= 2` and the three-column sort.',
    ],
    approach: text(`
      Sum the quantities per product over delivered and shipped orders only; products without such sales never appear because the join starts from \`order_items\`. Then rank the products inside each category with \`DENSE_RANK\`, which gives tied products the same rank and continues with the next number (1, 1, 2), so "ranks 1 and 2" may hold more than two products. A window function's result can only be filtered in an outer query, hence the second CTE.
    `),
    solution: text(`
      -- units per product, counting delivered and shipped orders only
      WITH units AS (
        SELECT p.category, p.id AS product_id, p.name AS product_name, SUM(oi.quantity) AS units_sold
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        JOIN products p ON p.id = oi.product_id
        WHERE o.status IN ('delivered', 'shipped')
        GROUP BY p.category, p.id, p.name
      ),
      -- dense ranking restarts in every category; ties share a rank
      ranked AS (
        SELECT *, DENSE_RANK() OVER (PARTITION BY category ORDER BY units_sold DESC) AS sales_rank
        FROM units
      )
      SELECT category, product_id, product_name, units_sold, sales_rank
      FROM ranked
      WHERE sales_rank <= 2
      ORDER BY category, sales_rank, product_id;
    `),
    mistakes: [
      '**Using `RANK()` instead of `DENSE_RANK()`**. If two products tie for first, `RANK` gives the next product rank 3, so it drops out of "ranks 1 and 2"; with dense ranking it is rank 2 and stays.',
      '**Starting from `products` with a `LEFT JOIN` and `COALESCE(..., 0)`**. Products that sold nothing get 0 units and can rank 2 in a category with a single seller, but the text says products that sold nothing are left out.',
    ],
  },
};
