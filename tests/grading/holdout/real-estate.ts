import { type FairnessCases } from '../fairness/types';

/** Held-out fairness cases (issue 32), written from the challenge text alone, before any grading run. */
export const REAL_ESTATE: FairnessCases = {
  'real-estate-agent-march-activity': {
    right: [
      `SELECT a.full_name, a.office,
              COALESCE(m.n, 0) AS completed_viewings, COALESCE(m.o, 0) AS offers
       FROM agents a
       LEFT JOIN (SELECT agent_id, COUNT(*) AS n, COUNT(*) FILTER (WHERE offer_made) AS o
                  FROM viewings
                  WHERE status = 'completed' AND starts_at >= DATE '2024-03-01' AND starts_at < DATE '2024-04-01'
                  GROUP BY agent_id) m ON m.agent_id = a.id
       ORDER BY completed_viewings DESC, a.full_name`,
      `SELECT a.full_name, a.office,
              (SELECT COUNT(*) FROM viewings v WHERE v.agent_id = a.id AND v.status = 'completed'
                 AND date_trunc('month', v.starts_at) = TIMESTAMP '2024-03-01') AS completed_viewings,
              (SELECT COUNT(*) FROM viewings v WHERE v.agent_id = a.id AND v.status = 'completed' AND v.offer_made
                 AND date_trunc('month', v.starts_at) = TIMESTAMP '2024-03-01') AS offers
       FROM agents a
       ORDER BY 3 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT a.full_name, a.office, COUNT(v.id) AS completed_viewings, COUNT(v.id) FILTER (WHERE v.offer_made) AS offers
              FROM agents a JOIN viewings v ON v.agent_id = a.id
              WHERE v.status = 'completed' AND v.starts_at >= '2024-03-01' AND v.starts_at < '2024-04-01'
              GROUP BY a.id, a.full_name, a.office ORDER BY 3 DESC, 1`,
        mistake: 'inner join drops the new starters who must appear with 0',
      },
      {
        sql: `SELECT a.full_name, a.office, COUNT(v.id) AS completed_viewings, COUNT(v.id) FILTER (WHERE v.offer_made) AS offers
              FROM agents a LEFT JOIN viewings v ON v.agent_id = a.id AND v.status = 'completed'
                AND v.starts_at >= '2024-03-01' AND v.starts_at <= '2024-03-31'
              GROUP BY a.id, a.full_name, a.office ORDER BY 3 DESC, 1`,
        mistake: "timestamp bound <= '2024-03-31' drops viewings later on 31 March",
      },
      {
        sql: `SELECT a.full_name, a.office, COUNT(v.id) AS completed_viewings, COUNT(v.id) FILTER (WHERE v.offer_made) AS offers
              FROM agents a LEFT JOIN viewings v ON v.agent_id = a.id AND v.status = 'completed'
                AND EXTRACT(MONTH FROM v.starts_at) = 3
              GROUP BY a.id, a.full_name, a.office ORDER BY 3 DESC, 1`,
        mistake: 'month checked without its year',
      },
      {
        sql: `SELECT a.full_name, a.office, COUNT(v.id) AS completed_viewings, COUNT(v.id) FILTER (WHERE v.offer_made) AS offers
              FROM agents a LEFT JOIN viewings v ON v.agent_id = a.id AND v.status <> 'cancelled'
                AND v.starts_at >= '2024-03-01' AND v.starts_at < '2024-04-01'
              GROUP BY a.id, a.full_name, a.office ORDER BY 3 DESC, 1`,
        mistake: 'counts booked and no_show viewings the text leaves out',
      },
      {
        sql: `SELECT a.full_name, a.office, COUNT(*) AS completed_viewings, COUNT(v.id) FILTER (WHERE v.offer_made) AS offers
              FROM agents a LEFT JOIN viewings v ON v.agent_id = a.id AND v.status = 'completed'
                AND v.starts_at >= '2024-03-01' AND v.starts_at < '2024-04-01'
              GROUP BY a.id, a.full_name, a.office ORDER BY 3 DESC, 1`,
        mistake: 'COUNT(*) over a LEFT JOIN gives 1 instead of 0 for agents without viewings',
      },
      {
        sql: `SELECT a.full_name, a.office, COUNT(v.id) AS completed_viewings, COUNT(v.id) FILTER (WHERE v.offer_made) AS offers
              FROM agents a LEFT JOIN viewings v ON v.agent_id = a.id AND v.status = 'completed'
                AND v.ends_at >= '2024-03-01' AND v.ends_at < '2024-04-01'
              GROUP BY a.id, a.full_name, a.office ORDER BY 3 DESC, 1`,
        mistake: 'filters on the end time, so a 31 March viewing ending after midnight is dropped (timestamp bound)',
      },
    ],
  },
  'real-estate-listings-without-offers': {
    right: [
      `SELECT listing_ref, COUNT(*) FILTER (WHERE status = 'completed') AS completed_viewings,
              (MAX(starts_at) FILTER (WHERE status = 'completed'))::date AS last_viewed_on
       FROM viewings
       GROUP BY listing_ref
       HAVING COUNT(*) FILTER (WHERE status = 'completed') > 0 AND NOT bool_or(offer_made)
       ORDER BY completed_viewings DESC, listing_ref`,
      `SELECT listing_ref, COUNT(*) AS completed_viewings, CAST(MAX(starts_at) AS date) AS last_viewed_on
       FROM viewings
       WHERE status = 'completed'
         AND listing_ref NOT IN (SELECT listing_ref FROM viewings WHERE offer_made)
       GROUP BY listing_ref
       ORDER BY 2 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT listing_ref, COUNT(*) AS completed_viewings, MAX(starts_at)::date AS last_viewed_on
              FROM viewings WHERE status = 'completed'
              GROUP BY listing_ref HAVING NOT bool_or(offer_made)
              ORDER BY 2 DESC, 1`,
        mistake: 'only looks at offers on completed viewings; the text says whatever the status',
      },
      {
        sql: `SELECT listing_ref, COUNT(*) AS completed_viewings, MAX(starts_at)::date AS last_viewed_on
              FROM viewings v WHERE NOT EXISTS (SELECT 1 FROM viewings o WHERE o.listing_ref = v.listing_ref AND o.offer_made)
              GROUP BY listing_ref HAVING bool_or(status = 'completed')
              ORDER BY 2 DESC, 1`,
        mistake: 'counts viewings of every status instead of only the completed ones',
      },
      {
        sql: `SELECT listing_ref, COUNT(*) AS completed_viewings, MAX(starts_at)::date AS last_viewed_on
              FROM viewings v WHERE status = 'completed'
                AND NOT EXISTS (SELECT 1 FROM viewings o WHERE o.listing_ref = v.listing_ref AND o.offer_made AND o.status <> 'cancelled')
              GROUP BY listing_ref ORDER BY 2 DESC, 1`,
        mistake: 'ignores offers recorded on cancelled viewings, which the text counts',
      },
      {
        sql: `SELECT listing_ref, COUNT(*) AS completed_viewings, MAX(starts_at)::date AS last_viewed_on
              FROM viewings v WHERE status = 'completed'
                AND NOT EXISTS (SELECT 1 FROM viewings o WHERE o.listing_ref = v.listing_ref AND o.offer_made)
              GROUP BY listing_ref ORDER BY 2 DESC, 3 DESC`,
        mistake: 'tie broken on the last viewing date instead of listing_ref',
      },
      {
        sql: `SELECT listing_ref, COUNT(*) AS completed_viewings, MAX(ends_at)::date AS last_viewed_on
              FROM viewings v WHERE status = 'completed'
                AND NOT EXISTS (SELECT 1 FROM viewings o WHERE o.listing_ref = v.listing_ref AND o.offer_made)
              GROUP BY listing_ref ORDER BY 2 DESC, 1`,
        mistake: 'takes the date of the end time instead of the start (wrong for viewings past midnight)',
      },
      {
        sql: `SELECT listing_ref, COUNT(DISTINCT client_name) AS completed_viewings, MAX(starts_at)::date AS last_viewed_on
              FROM viewings v WHERE status = 'completed'
                AND NOT EXISTS (SELECT 1 FROM viewings o WHERE o.listing_ref = v.listing_ref AND o.offer_made)
              GROUP BY listing_ref ORDER BY 2 DESC, 1`,
        mistake: 'DISTINCT clients hides repeat viewings by the same client',
      },
    ],
  },
  'real-estate-current-asking-prices': {
    right: [
      `SELECT (SELECT name FROM regions r WHERE r.id = p.region_id) AS region, p.address, ph.asking_price, ph.valid_from AS price_since
       FROM price_history ph JOIN properties p ON p.id = ph.property_id
       WHERE ph.valid_to IS NULL AND p.bedrooms > 1
       ORDER BY 1, 3 DESC, 2`,
      `SELECT r.name AS region, p.address, cur.asking_price, cur.valid_from AS price_since
       FROM properties p JOIN regions r ON r.id = p.region_id
       CROSS JOIN LATERAL (SELECT asking_price, valid_from FROM price_history h WHERE h.property_id = p.id AND h.valid_to IS NULL) cur
       WHERE p.bedrooms >= 2
       ORDER BY r.name, cur.asking_price DESC, p.address`,
    ],
    wrong: [
      {
        sql: `SELECT DISTINCT ON (p.id) r.name AS region, p.address, ph.asking_price, ph.valid_from AS price_since
              FROM properties p JOIN regions r ON r.id = p.region_id JOIN price_history ph ON ph.property_id = p.id
              WHERE p.bedrooms >= 2 ORDER BY p.id, ph.asking_price`,
        mistake: 'takes the lowest price instead of the one with valid_to NULL, and loses the ordering',
      },
      {
        sql: `SELECT * FROM (SELECT DISTINCT ON (p.id) r.name AS region, p.address, ph.asking_price, ph.valid_from AS price_since
              FROM properties p JOIN regions r ON r.id = p.region_id JOIN price_history ph ON ph.property_id = p.id
              WHERE p.bedrooms >= 2 ORDER BY p.id, ph.id DESC) t ORDER BY region, asking_price DESC, address`,
        mistake: 'takes the price row with the largest id as current instead of valid_to NULL',
      },
      {
        sql: `SELECT r.name AS region, p.address, ph.asking_price, ph.valid_from AS price_since
              FROM properties p JOIN regions r ON r.id = p.region_id JOIN price_history ph ON ph.property_id = p.id
              WHERE ph.valid_to IS NULL AND p.bedrooms > 2 ORDER BY 1, 3 DESC, 2`,
        mistake: 'bedrooms > 2 drops the 2-bedroom properties',
      },
      {
        sql: `SELECT r.name AS region, p.address, ph.asking_price, ph.valid_from AS price_since
              FROM properties p JOIN regions r ON r.id = p.region_id JOIN price_history ph ON ph.property_id = p.id
              WHERE ph.valid_to IS NULL AND p.bedrooms >= 2 ORDER BY 1, 3 DESC, ph.valid_from`,
        mistake: 'tie on price broken by price_since instead of address',
      },
      {
        sql: `SELECT r.name AS region, p.address, ph.asking_price, ph.valid_from AS price_since
              FROM properties p JOIN regions r ON r.id = p.region_id JOIN price_history ph ON ph.property_id = p.id
              WHERE (ph.valid_to IS NULL OR ph.valid_to > CURRENT_DATE) AND p.bedrooms >= 2 ORDER BY 1, 3 DESC, 2`,
        mistake: 'also keeps closed price rows with a future valid_to',
      },
      {
        sql: `SELECT r.name AS region, p.address, ph.asking_price, ph.valid_from AS price_since
              FROM properties p JOIN regions r ON r.id = p.region_id JOIN price_history ph ON ph.property_id = p.id
              WHERE ph.valid_to IS NULL AND p.property_type <> 'studio' ORDER BY 1, 3 DESC, 2`,
        mistake: 'excludes studios by type instead of filtering on the bedrooms column',
      },
    ],
  },
  'real-estate-family-homes-shortlist': {
    right: [
      // moved from wrong after the first run: the CHECK on property_type leaves only house and townhouse matching LIKE '%house'
      `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
              WHERE property_type LIKE '%house' AND bedrooms >= 3 AND has_garden
                AND floor_area_sqm BETWEEN 90 AND 150 ORDER BY floor_area_sqm DESC, id`,
      `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
       WHERE (property_type = 'house' OR property_type = 'townhouse') AND bedrooms > 2 AND has_garden = true
         AND floor_area_sqm >= 90 AND floor_area_sqm <= 150
       ORDER BY floor_area_sqm DESC, id ASC`,
      `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
       WHERE property_type NOT IN ('apartment', 'studio') AND bedrooms >= 3 AND has_garden IS TRUE
         AND NOT (floor_area_sqm < 90 OR floor_area_sqm > 150)
       ORDER BY 5 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
              WHERE property_type = 'house' OR property_type = 'townhouse' AND bedrooms >= 3 AND has_garden
                AND floor_area_sqm BETWEEN 90 AND 150 ORDER BY floor_area_sqm DESC, id`,
        mistake: 'AND/OR precedence: every house passes without the other conditions',
      },
      {
        sql: `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
              WHERE property_type IN ('house', 'townhouse') AND bedrooms >= 3 AND has_garden
                AND floor_area_sqm > 90 AND floor_area_sqm < 150 ORDER BY floor_area_sqm DESC, id`,
        mistake: 'exclusive area bounds drop 90 and 150 m² homes',
      },
      {
        sql: `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
              WHERE property_type IN ('house', 'townhouse') AND bedrooms >= 3 AND has_garden
                AND ROUND(floor_area_sqm) BETWEEN 90 AND 150 ORDER BY floor_area_sqm DESC, id`,
        mistake: 'filters on the rounded area, so 89.5 or 150.4 m² pass',
      },
      {
        sql: `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
              WHERE property_type IN ('house', 'townhouse') AND bedrooms >= 3 AND has_garden
                AND floor_area_sqm BETWEEN 90 AND 150 ORDER BY floor_area_sqm DESC, bedrooms DESC`,
        mistake: 'ties on area broken by bedrooms instead of id',
      },
      {
        sql: `SELECT id, address, property_type, bedrooms, floor_area_sqm FROM properties
              WHERE property_type IN ('house', 'townhouse') AND bedrooms >= 3
                AND floor_area_sqm BETWEEN 90 AND 150 ORDER BY floor_area_sqm DESC, id`,
        mistake: 'drops the garden condition',
      },
    ],
  },
  'real-estate-price-cuts': {
    right: [
      `SELECT * FROM (
         SELECT h.property_id, p.address, h.valid_from AS changed_on, prev.asking_price AS old_price, h.asking_price AS new_price,
                ROUND((prev.asking_price - h.asking_price) / prev.asking_price * 100, 1) AS cut_pct
         FROM price_history h JOIN properties p ON p.id = h.property_id
         JOIN LATERAL (SELECT asking_price FROM price_history q WHERE q.property_id = h.property_id AND q.valid_from < h.valid_from
                       ORDER BY q.valid_from DESC LIMIT 1) prev ON true
         WHERE h.asking_price <= prev.asking_price * 0.95) t
       ORDER BY cut_pct DESC, changed_on, property_id`,
      `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                         LAG(asking_price, 1) OVER (PARTITION BY property_id ORDER BY valid_from) AS old_price FROM price_history)
       SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
              ROUND((1 - w.new_price / w.old_price) * 100, 1) AS cut_pct
       FROM w JOIN properties p ON p.id = w.property_id
       WHERE w.old_price IS NOT NULL AND (w.old_price - w.new_price) / w.old_price >= 0.05
       ORDER BY 6 DESC, 3, 1`,
    ],
    wrong: [
      {
        sql: `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                                LAG(asking_price) OVER (ORDER BY property_id, valid_from) AS old_price FROM price_history)
              SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
                     ROUND(100 * (w.old_price - w.new_price) / w.old_price, 1) AS cut_pct
              FROM w JOIN properties p ON p.id = w.property_id
              WHERE (w.old_price - w.new_price) * 100 >= 5 * w.old_price ORDER BY 6 DESC, 3, 1`,
        mistake: 'LAG without PARTITION BY compares a first price with another property',
      },
      {
        sql: `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                                LAG(asking_price) OVER (PARTITION BY property_id ORDER BY valid_from) AS old_price FROM price_history)
              SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
                     ROUND(100 * (w.old_price - w.new_price) / w.old_price, 1) AS cut_pct
              FROM w JOIN properties p ON p.id = w.property_id
              WHERE ROUND(100 * (w.old_price - w.new_price) / w.old_price, 1) >= 5 ORDER BY 6 DESC, 3, 1`,
        mistake: 'filters on the rounded percentage, so a 4.96% cut passes',
      },
      {
        sql: `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                                LAG(asking_price) OVER (PARTITION BY property_id ORDER BY valid_from) AS old_price FROM price_history)
              SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
                     ROUND(100 * (w.old_price - w.new_price) / w.old_price, 1) AS cut_pct
              FROM w JOIN properties p ON p.id = w.property_id
              WHERE (w.old_price - w.new_price) * 100 > 5 * w.old_price ORDER BY 6 DESC, 3, 1`,
        mistake: 'strict > drops a cut of exactly 5%',
      },
      {
        sql: `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                                LAG(asking_price) OVER (PARTITION BY property_id ORDER BY valid_from) AS old_price FROM price_history)
              SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
                     ROUND(100 * (w.old_price - w.new_price) / w.new_price, 1) AS cut_pct
              FROM w JOIN properties p ON p.id = w.property_id
              WHERE (w.old_price - w.new_price) * 100 >= 5 * w.new_price ORDER BY 6 DESC, 3, 1`,
        mistake: 'wrong denominator: divides by the new price instead of the old one',
      },
      {
        sql: `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                                LAG(asking_price) OVER (PARTITION BY property_id ORDER BY id) AS old_price FROM price_history)
              SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
                     ROUND(100 * (w.old_price - w.new_price) / w.old_price, 1) AS cut_pct
              FROM w JOIN properties p ON p.id = w.property_id
              WHERE (w.old_price - w.new_price) * 100 >= 5 * w.old_price ORDER BY 6 DESC, 3, 1`,
        mistake: 'previous price taken by row id instead of valid_from',
      },
      {
        sql: `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                                LAG(asking_price) OVER (PARTITION BY property_id ORDER BY valid_from) AS old_price FROM price_history)
              SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
                     ROUND(100 * (w.old_price - w.new_price) / w.old_price, 1) AS cut_pct
              FROM w JOIN properties p ON p.id = w.property_id
              WHERE (w.old_price - w.new_price) * 100 >= 5 * w.old_price ORDER BY 6 DESC, 1, 3`,
        mistake: 'tie on cut_pct broken by property_id before changed_on',
      },
    ],
  },
  'real-estate-price-on-march-first': {
    right: [
      `SELECT p.id, p.address, m.asking_price AS price_on_mar_1, c.asking_price AS current_price, c.asking_price - m.asking_price AS change_since_mar_1
       FROM properties p
       LEFT JOIN price_history m ON m.property_id = p.id AND daterange(m.valid_from, m.valid_to) @> DATE '2024-03-01'
       LEFT JOIN price_history c ON c.property_id = p.id AND c.valid_to IS NULL
       WHERE p.listed_on < DATE '2024-03-02'
       ORDER BY change_since_mar_1 ASC, p.id`,
      `WITH x AS (
         SELECT p.id, p.address,
                (SELECT asking_price FROM price_history h WHERE h.property_id = p.id
                   AND DATE '2024-03-01' >= h.valid_from AND DATE '2024-03-01' < COALESCE(h.valid_to, DATE 'infinity')) AS price_on_mar_1,
                (SELECT asking_price FROM price_history h WHERE h.property_id = p.id AND h.valid_to IS NULL) AS current_price
         FROM properties p WHERE p.listed_on <= '2024-03-01')
       SELECT id, address, price_on_mar_1, current_price, current_price - price_on_mar_1 AS change_since_mar_1 FROM x ORDER BY 5, 1`,
    ],
    wrong: [
      {
        sql: `SELECT p.id, p.address, m.asking_price AS price_on_mar_1, c.asking_price AS current_price, c.asking_price - m.asking_price AS change_since_mar_1
              FROM properties p
              LEFT JOIN price_history m ON m.property_id = p.id AND m.valid_from <= '2024-03-01' AND (m.valid_to IS NULL OR m.valid_to >= '2024-03-01')
              JOIN price_history c ON c.property_id = p.id AND c.valid_to IS NULL
              WHERE p.listed_on <= '2024-03-01' ORDER BY 5, 1`,
        mistake: 'valid_to treated as inclusive: a price ending on 1 March also matches (two rows)',
      },
      {
        sql: `SELECT p.id, p.address, m.asking_price AS price_on_mar_1, c.asking_price AS current_price, c.asking_price - m.asking_price AS change_since_mar_1
              FROM properties p
              LEFT JOIN price_history m ON m.property_id = p.id AND m.valid_from < '2024-03-01' AND (m.valid_to IS NULL OR m.valid_to > '2024-03-01')
              JOIN price_history c ON c.property_id = p.id AND c.valid_to IS NULL
              WHERE p.listed_on <= '2024-03-01' ORDER BY 5, 1`,
        mistake: 'a price starting on 1 March is not yet in effect (< instead of <=)',
      },
      {
        sql: `SELECT p.id, p.address, m.asking_price AS price_on_mar_1, c.asking_price AS current_price, c.asking_price - m.asking_price AS change_since_mar_1
              FROM properties p
              LEFT JOIN price_history m ON m.property_id = p.id AND m.valid_from <= '2024-03-01' AND m.valid_to > '2024-03-01'
              JOIN price_history c ON c.property_id = p.id AND c.valid_to IS NULL
              WHERE p.listed_on <= '2024-03-01' ORDER BY 5, 1`,
        mistake: 'a price still in force (valid_to NULL) is never the 1 March price',
      },
      {
        sql: `SELECT p.id, p.address, m.asking_price AS price_on_mar_1, c.asking_price AS current_price, c.asking_price - m.asking_price AS change_since_mar_1
              FROM properties p
              LEFT JOIN price_history m ON m.property_id = p.id AND m.valid_from <= '2024-03-01' AND (m.valid_to IS NULL OR m.valid_to > '2024-03-01')
              JOIN price_history c ON c.property_id = p.id AND c.valid_to IS NULL
              WHERE p.listed_on <= '2024-03-01' AND p.listed_on >= '2024-01-01' ORDER BY 5, 1`,
        mistake: 'adds a lower bound on listed_on the text does not have',
      },
      {
        sql: `SELECT p.id, p.address, m.asking_price AS price_on_mar_1, c.asking_price AS current_price, c.asking_price - m.asking_price AS change_since_mar_1
              FROM properties p
              LEFT JOIN price_history m ON m.property_id = p.id AND m.valid_from <= '2024-03-01' AND (m.valid_to IS NULL OR m.valid_to > '2024-03-01')
              JOIN price_history c ON c.property_id = p.id AND c.valid_to IS NULL
              WHERE p.listed_on <= '2024-03-01' ORDER BY ABS(c.asking_price - m.asking_price) DESC, 1`,
        mistake: 'orders by the size of the change instead of the signed change ascending',
      },
      {
        sql: `SELECT p.id, p.address, m.asking_price AS price_on_mar_1, c.asking_price AS current_price, LEAST(c.asking_price - m.asking_price, 0) AS change_since_mar_1
              FROM properties p
              LEFT JOIN price_history m ON m.property_id = p.id AND m.valid_from <= '2024-03-01' AND (m.valid_to IS NULL OR m.valid_to > '2024-03-01')
              JOIN price_history c ON c.property_id = p.id AND c.valid_to IS NULL
              WHERE p.listed_on <= '2024-03-01' ORDER BY 5, 1`,
        mistake: 'clips price rises to 0 where the text wants the signed difference',
      },
    ],
  },
};
