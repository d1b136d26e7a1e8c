import { describeSampleCheck } from './sample-check';
import { ECOMMERCE_FAIRNESS } from './ecommerce';

/**
 * Every hand-written fairness case of the e-commerce challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 *
 * HIDDEN holds small hand-made datasets (SQL run after the challenge's schema_setup) that show the cases are
 * what they claim: every right one still matches the reference on each of them, and every wrong one differs
 * from the reference on at least one of them (so a good hidden-dataset engine can reject it).
 */
const HIDDEN: Record<string, string[]> = {
  'ecommerce-affordable-home-kitchen': [
    `INSERT INTO products VALUES (101, 'Garden Gnome', 'Garden', 10), (102, 'Chair Mat', 'Home Office', 20), (103, 'Aaa Coaster', 'Home', 12.00)`,
  ],
  'ecommerce-customers-without-orders': [
    `INSERT INTO customers VALUES (201, 'R', 'r@x', 'US', '2023-01-01'), (202, 'S', 's@x', 'US', '2023-01-01'), (203, 'T', 't@x', 'US', '2024-05-01');
     INSERT INTO orders VALUES (201, 201, '2024-02-01', 'returned'), (202, 202, '2023-12-20', 'delivered'), (203, 203, '2024-04-30', 'delivered')`,
  ],
  'ecommerce-category-revenue': [
    `INSERT INTO products VALUES (301, 'Book', 'Art', 437.50), (302, 'Toy', 'Toys', 299.50), (303, 'Zed', 'Zoo', 437.50);
     INSERT INTO orders VALUES (301, 1, '2024-02-01', 'delivered'), (302, 1, '2024-02-01', 'returned');
     INSERT INTO order_items VALUES (301, 301, 1, 437.50), (301, 302, 1, 299.50), (301, 303, 1, 437.50), (302, 3, 1, 329)`,
    `INSERT INTO products VALUES (311, 'a', 'Books', 677), (312, 'b', 'Toys', 1491.46), (313, 'c', 'Art', 1491.46), (314, 'd', 'Zines', 516.80), (315, 'e', 'Audio', 516.80);
     INSERT INTO orders VALUES (311, 1, '2024-02-01', 'delivered');
     INSERT INTO order_items VALUES (311, 311, 1, 677), (311, 312, 1, 1491.46), (311, 313, 1, 1491.46), (311, 314, 1, 516.80), (311, 315, 1, 516.80)`,
  ],
  'ecommerce-orders-above-own-average': [
    `INSERT INTO customers VALUES (301, 'A', 'a@x', 'US', '2023-01-01'), (302, 'B', 'b@x', 'US', '2023-01-01');
     INSERT INTO orders VALUES (301, 301, '2024-01-01', 'delivered'), (302, 301, '2024-01-02', 'delivered'), (303, 301, '2024-01-03', 'delivered'),
       (311, 302, '2024-01-01', 'delivered'), (312, 302, '2024-01-02', 'delivered'), (313, 302, '2024-01-03', 'delivered'), (314, 302, '2024-01-04', 'delivered'), (315, 302, '2024-01-05', 'delivered'),
       (320, 1, '2024-01-09', 'returned');
     INSERT INTO order_items VALUES (301, 1, 1, 10.00), (302, 1, 1, 10.01), (303, 1, 1, 10.01),
       (311, 1, 1, 10), (312, 1, 1, 10), (313, 1, 1, 10), (314, 1, 1, 40), (315, 1, 1, 25), (320, 3, 1, 5)`,
  ],
  'ecommerce-customer-value-segments': [
    `INSERT INTO customers VALUES (401, 'A', 'a@x', 'US', '2023-01-01'), (402, 'B', 'b@x', 'US', '2023-01-01');
     INSERT INTO orders VALUES (401, 401, '2024-01-01', 'delivered'), (402, 402, '2024-01-02', 'delivered');
     INSERT INTO order_items VALUES (401, 1, 1, 0), (402, 1, 1, 199.50)`,
    `DELETE FROM order_items WHERE order_id = 14`,
  ],
  'ecommerce-top-products-per-category': [
    `INSERT INTO orders VALUES (501, 1, '2024-02-01', 'delivered'); INSERT INTO order_items VALUES (501, 4, 3, 39.5)`,
    `INSERT INTO products VALUES (502, 'Kite', 'Toys', 10), (503, 'Yo-yo', 'Toys', 5);
     INSERT INTO orders VALUES (502, 1, '2024-02-01', 'delivered'), (503, 1, '2024-02-01', 'returned');
     INSERT INTO order_items VALUES (502, 502, 1, 10), (503, 2, 9, 89)`,
    `INSERT INTO products VALUES (504, 'USB-C Hub', 'Electronics', 10);
     INSERT INTO orders VALUES (504, 1, '2024-02-01', 'delivered');
     INSERT INTO order_items VALUES (504, 504, 1, 10)`,
  ],
};

describeSampleCheck('e-commerce', ECOMMERCE_FAIRNESS, HIDDEN);
