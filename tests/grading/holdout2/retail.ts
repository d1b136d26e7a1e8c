import { type HoldoutCases } from './types';

const summary = (opts: { products?: string; decided?: string; avg?: string; from?: string; order?: string } = {}): string =>
  `SELECT pr.name AS promotion, pr.channel, ${opts.products ?? 'COUNT(*)'} AS products, ${opts.decided ?? 'COUNT(pp.discount_pct)'} AS decided,
          ${opts.avg ?? 'ROUND(AVG(pp.discount_pct), 1)'} AS avg_discount_pct
   FROM ${opts.from ?? 'promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id'}
   GROUP BY pr.id, pr.name, pr.channel ORDER BY ${opts.order ?? 'products DESC, promotion'}`;

const april = (cond: string, distinct = 'DISTINCT '): string =>
  `SELECT ${distinct}p.sku, p.name, p.list_price
   FROM products p JOIN promotion_products pp ON pp.product_id = p.id JOIN promotions pr ON pr.id = pp.promotion_id
   WHERE ${cond} ORDER BY p.sku`;
const APRIL = "pr.starts_on <= '2024-04-30' AND pr.ends_on >= '2024-04-01'";

const slow = (sold: string, on = "AND m.reason = 'sale'", having = '< 15', where = ''): string =>
  `SELECT p.sku, p.name, ${sold} AS units_sold
   FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id ${on}
   ${where}
   GROUP BY p.id, p.sku, p.name HAVING ${sold} ${having}
   ORDER BY units_sold, p.sku`;

const lowStock = (opts: { part?: string; daily?: string; stock?: string; cond?: string } = {}): string =>
  `WITH d AS (SELECT store_id, product_id, moved_on, SUM(quantity) AS net_change FROM stock_movements ${opts.daily ?? ''} GROUP BY store_id, product_id, moved_on),
        b AS (SELECT d.*, ${opts.stock ?? `SUM(net_change) OVER (PARTITION BY ${opts.part ?? 'store_id, product_id'} ORDER BY moved_on)`} AS stock_on_hand FROM d)
   SELECT b.store_id, p.sku, b.moved_on AS day, b.net_change, b.stock_on_hand
   FROM b JOIN products p ON p.id = b.product_id
   WHERE ${opts.cond ?? 'b.stock_on_hand < 10'} ORDER BY 1, 2, 3`;

/** Second held-out set (issue 32), retail: written from the challenge text alone, before any grading run. */
export const RETAIL: HoldoutCases = {
  'retail-promotion-summary': {
    right: [
      summary({ products: 'COUNT(pp.product_id)', decided: 'COUNT(*) FILTER (WHERE pp.discount_pct IS NOT NULL)', avg: 'ROUND(SUM(pp.discount_pct) / NULLIF(COUNT(pp.discount_pct), 0), 1)' }),
      `SELECT pr.name AS promotion, pr.channel, s.products, s.decided, s.avg_discount_pct
       FROM promotions pr JOIN (SELECT promotion_id, COUNT(*) AS products, COUNT(discount_pct) AS decided, ROUND(AVG(discount_pct), 1) AS avg_discount_pct
                                FROM promotion_products GROUP BY promotion_id) s ON s.promotion_id = pr.id
       ORDER BY 3 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT pr.name AS promotion, pr.channel, COUNT(pp.product_id) AS products, COUNT(d.product_id) AS decided,
                     ROUND(AVG(d.discount_pct), 1) AS avg_discount_pct
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id
              LEFT JOIN promotion_products d ON d.promotion_id = pr.id AND d.discount_pct IS NOT NULL
              GROUP BY pr.id, pr.name, pr.channel ORDER BY products DESC, promotion`,
        why: 'the second join to promotion_products pairs every covered product with every decided one, multiplying the counts',
        cls: 'fan-out',
      },
      {
        sql: `${summary({ avg: 'ROUND(SUM(pp.discount_pct)::int / COUNT(pp.discount_pct), 1)' })}`,
        why: 'integer division truncates the average discount',
        cls: 'integer-division',
      },
      { sql: summary({ products: 'COUNT(pp.discount_pct)' }), why: 'products counts the products whose discount is still NULL too', cls: 'count-col-vs-star' },
      { sql: summary({ avg: 'ROUND(AVG(COALESCE(pp.discount_pct, 0)), 1)' }), why: 'undecided discounts are not counted as 0', cls: 'null-handling' },
      { sql: summary({ avg: 'ROUND(SUM(pp.discount_pct) / COUNT(*), 1)' }), why: 'the average is over the decided discounts, not over all covered products', cls: 'wrong-denominator' },
      { sql: summary({ from: 'promotions pr LEFT JOIN promotion_products pp ON pp.promotion_id = pr.id', products: 'COUNT(pp.product_id)' }), why: 'a promotion covering no product is listed; the text lists only promotions with at least one', cls: 'outer-vs-inner-join' },
      { sql: summary({ avg: 'COALESCE(ROUND(AVG(pp.discount_pct), 1), 0)' }), why: 'NULL when no discount is decided yet, not 0', cls: 'null-handling' },
      { sql: summary({ order: 'products DESC' }), why: 'promotions covering as many products are not ordered by name', cls: 'tie-break' },
      { sql: summary({ avg: 'ROUND(AVG(DISTINCT pp.discount_pct), 1)' }), why: 'AVG(DISTINCT) counts two products at the same discount once', cls: 'distinct-misuse' },
    ],
  },
  'retail-products-on-april-promotions': {
    right: [
      april("daterange(pr.starts_on, pr.ends_on, '[]') && daterange('2024-04-01', '2024-04-30', '[]')"),
      `SELECT sku, name, list_price FROM products
       WHERE id IN (SELECT pp.product_id FROM promotion_products pp JOIN promotions pr ON pr.id = pp.promotion_id
                    WHERE NOT (pr.ends_on < DATE '2024-04-01' OR pr.starts_on > DATE '2024-04-30'))
       ORDER BY sku`,
    ],
    wrong: [
      {
        sql: `${april("pr.starts_on <= '2024-04-30' AND pr.ends_on >= '2024-04-01' AND pr.channel = 'online' OR pr.channel = 'in_store'")}`,
        why: 'AND binds tighter than OR: every in-store promotion is taken, whatever its dates',
        cls: 'and-or-precedence',
      },
      { sql: april("pr.starts_on BETWEEN '2024-04-01' AND '2024-04-30'"), why: 'a promotion that started in March and runs into April counts', cls: 'incomplete-predicate' },
      { sql: april("pr.starts_on <= '2024-04-30' AND pr.ends_on > '2024-04-01'"), why: 'a promotion that ends on 1 April counts', cls: 'inclusive-bound' },
      { sql: april('EXTRACT(MONTH FROM pr.starts_on) <= 4 AND EXTRACT(MONTH FROM pr.ends_on) >= 4'), why: 'compares months without the year: a promotion of April 2025, or one from December to May, is judged wrongly', cls: 'date-part-without-year' },
      { sql: april(APRIL, ''), why: 'a product covered by several April promotions is listed more than once', cls: 'distinct-misuse' },
      { sql: april(`${APRIL} AND NOT p.discontinued`), why: 'every product on promotion is listed, discontinued ones included', cls: 'status-filter' },
      { sql: april(`${APRIL} AND pp.discount_pct IS NOT NULL`), why: 'a product whose discount is not decided yet is still covered by the promotion', cls: 'status-filter' },
      { sql: april("pr.starts_on < '2024-04-30' AND pr.ends_on >= '2024-04-01'"), why: 'a promotion starting on 30 April touches April', cls: 'timestamp-bound' },
    ],
  },
  'retail-slow-moving-products': {
    right: [
      `SELECT sku, name, units_sold FROM (
         SELECT p.sku, p.name, (SELECT COALESCE(SUM(-m.quantity), 0) FROM stock_movements m WHERE m.product_id = p.id AND m.reason = 'sale') AS units_sold
         FROM products p) t
       WHERE units_sold < 15 ORDER BY units_sold, sku`,
      `SELECT p.sku, p.name, COALESCE(SUM(ABS(m.quantity)) FILTER (WHERE m.reason = 'sale'), 0) AS units_sold
       FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id
       GROUP BY p.id, p.sku, p.name
       HAVING COALESCE(SUM(ABS(m.quantity)) FILTER (WHERE m.reason = 'sale'), 0) < 15
       ORDER BY units_sold, p.sku`,
    ],
    wrong: [
      {
        sql: `${slow('COALESCE(-SUM(m.quantity), 0)', "AND m.reason = 'sale' AND m.quantity > -15", '< 15')}`,
        why: 'the 15-unit bound is on the total sold, not on each sale',
        cls: 'having-vs-where',
      },
      { sql: slow('-SUM(m.quantity)', '', '< 15', "WHERE m.reason = 'sale'"), why: 'the WHERE on the outer-joined table removes products that never sold; they must be listed with 0', cls: 'outer-vs-inner-join' },
      { sql: slow('COALESCE(-SUM(m.quantity), 0)', "AND m.reason = 'sale'", '<= 15'), why: 'a product with exactly 15 units sold is kept off the list', cls: 'inclusive-bound' },
      { sql: slow('COALESCE(-SUM(m.quantity), 0)', "AND m.reason IN ('sale', 'return')"), why: 'returns do not change the count; netting them lowers the units sold', cls: 'negative-clipping' },
      { sql: slow('-SUM(m.quantity)'), why: 'a product that never sold has a NULL sum and drops out of HAVING; it must be listed with 0', cls: 'null-handling' },
      { sql: slow('COALESCE(-SUM(m.quantity), 0)', "AND m.quantity < 0"), why: 'negative adjustments are not sales; units sold are the sale movements only', cls: 'type-from-code' },
      { sql: slow('COUNT(m.id)'), why: 'counts sale movements, not the units they sold', cls: 'wrong-aggregate' },
    ],
  },
  'retail-low-stock-alerts': {
    right: [
      `SELECT b.store_id, p.sku, b.moved_on AS day, b.net_change, b.stock_on_hand FROM (
         SELECT d.store_id, d.product_id, d.moved_on, d.net_change,
                (SELECT SUM(m.quantity) FROM stock_movements m WHERE m.store_id = d.store_id AND m.product_id = d.product_id AND m.moved_on <= d.moved_on) AS stock_on_hand
         FROM (SELECT store_id, product_id, moved_on, SUM(quantity) AS net_change FROM stock_movements GROUP BY 1, 2, 3) d) b
       JOIN products p ON p.id = b.product_id
       WHERE b.stock_on_hand < 10 ORDER BY 1, 2, 3`,
      `SELECT * FROM (
         SELECT DISTINCT m.store_id, p.sku, m.moved_on AS day,
                SUM(m.quantity) OVER (PARTITION BY m.store_id, m.product_id, m.moved_on) AS net_change,
                SUM(m.quantity) OVER (PARTITION BY m.store_id, m.product_id ORDER BY m.moved_on) AS stock_on_hand
         FROM stock_movements m JOIN products p ON p.id = m.product_id) x
       WHERE stock_on_hand < 10 ORDER BY 1, 2, 3`,
    ],
    wrong: [
      {
        sql: `${lowStock({ stock: 'SUM(net_change) OVER (PARTITION BY store_id, product_id ORDER BY moved_on ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)' })}`,
        why: 'the frame stops before the current day: that is the opening stock, not the closing stock',
        cls: 'window-frame',
      },
      { sql: lowStock({ part: 'product_id' }), why: 'no store in the PARTITION BY: the running stock adds up every store', cls: 'window-partition' },
      {
        sql: `SELECT store_id, sku, day, net_change, stock_on_hand FROM (
                SELECT m.store_id, p.sku, m.moved_on AS day,
                       SUM(m.quantity) OVER (PARTITION BY m.store_id, m.product_id, m.moved_on) AS net_change,
                       SUM(m.quantity) OVER (PARTITION BY m.store_id, m.product_id ORDER BY m.moved_on, m.id ROWS UNBOUNDED PRECEDING) AS stock_on_hand,
                       ROW_NUMBER() OVER (PARTITION BY m.store_id, m.product_id, m.moved_on ORDER BY m.id) AS k
                FROM stock_movements m JOIN products p ON p.id = m.product_id) x
              WHERE k = 1 AND stock_on_hand < 10 ORDER BY 1, 2, 3`,
        why: "takes the stock after the day's first movement, not the closing stock after all of them",
        cls: 'window-frame',
      },
      {
        sql: lowStock().replace('GROUP BY store_id, product_id, moved_on)', 'GROUP BY store_id, product_id, moved_on HAVING SUM(quantity) <> 0)'),
        why: 'a day whose movements net to 0 is still a day with movements; its closing stock can be under 10',
        cls: 'zero-sum-group',
      },
      { sql: lowStock({ cond: 'b.stock_on_hand <= 10' }), why: 'exactly 10 units is fine', cls: 'inclusive-bound' },
      { sql: lowStock({ stock: 'GREATEST(SUM(net_change) OVER (PARTITION BY store_id, product_id ORDER BY moved_on), 0)' }), why: 'the books can show a negative balance; clipping it to 0 changes stock_on_hand', cls: 'negative-clipping' },
      { sql: lowStock({ daily: "WHERE reason <> 'adjustment'" }), why: 'adjustments are movements and change the stock', cls: 'status-filter' },
      { sql: lowStock({ cond: 'b.stock_on_hand < 10 AND b.net_change < 0' }), why: 'a day that ends under 10 is listed even when that day added stock', cls: 'status-filter' },
    ],
  },
};
