CREATE TABLE products (
  id int PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  name text NOT NULL UNIQUE,
  category text NOT NULL,
  list_price numeric(8,2) NOT NULL CHECK (list_price > 0),
  discontinued boolean NOT NULL DEFAULT false
);
INSERT INTO products (id, sku, name, category, list_price, discontinued) VALUES
  (1, 'SHO-100', 'Trail Running Shoe', 'footwear', 129.00, false),
  (2, 'SHO-101', 'Canvas Sneaker', 'footwear', 59.90, false),
  (3, 'SHO-102', 'Leather Boot', 'footwear', 189.00, false),
  (4, 'JKT-200', 'Rain Shell Jacket', 'outerwear', 149.00, false),
  (5, 'JKT-201', 'Down Parka', 'outerwear', 249.00, false),
  (6, 'JKT-202', 'Fleece Midlayer', 'outerwear', 69.90, true),
  (7, 'TOP-300', 'Merino Base Layer', 'tops', 79.00, false),
  (8, 'TOP-301', 'Cotton Tee', 'tops', 19.90, false),
  (9, 'TOP-302', 'Linen Shirt', 'tops', 59.90, false),
  (10, 'ACC-400', 'Wool Beanie', 'accessories', 24.90, false),
  (11, 'ACC-401', 'Hiking Socks 3-Pack', 'accessories', 19.90, false),
  (12, 'ACC-402', 'Daypack 20L', 'accessories', 100.00, false),
  (13, 'ACC-403', 'Sunglasses', 'accessories', 129.00, true),
  (14, 'SHO-103', 'Sandal', 'footwear', 49.90, false);

CREATE TABLE promotions (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  channel text NOT NULL CHECK (channel IN ('online', 'in_store')),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  CHECK (ends_on >= starts_on)
);
INSERT INTO promotions (id, name, channel, starts_on, ends_on) VALUES
  (1, 'Spring Trail Days', 'in_store', '2024-03-15', '2024-03-31'),
  (2, 'Easter Web Deals', 'online', '2024-03-28', '2024-04-01'),
  (3, 'April Showers', 'online', '2024-04-01', '2024-04-30'),
  (4, 'Members Weekend', 'in_store', '2024-04-13', '2024-04-14'),
  (5, 'Summer Preview', 'online', '2024-06-01', '2024-06-15'),
  (6, 'Clearance Corner', 'in_store', '2024-06-30', '2024-07-14');

CREATE TABLE promotion_products (
  promotion_id int NOT NULL REFERENCES promotions(id),
  product_id int NOT NULL REFERENCES products(id),
  discount_pct numeric(4,1) CHECK (discount_pct > 0 AND discount_pct < 100),
  PRIMARY KEY (promotion_id, product_id)
);
INSERT INTO promotion_products (promotion_id, product_id, discount_pct) VALUES
  (1, 1, 20.0),
  (1, 3, 15.0),
  (1, 11, NULL),
  (1, 7, 10.0),
  (2, 1, 25.0),
  (2, 2, 30.0),
  (2, 10, NULL),
  (3, 4, 20.0),
  (3, 2, 10.0),
  (3, 12, 15.0),
  (4, 4, 25.0),
  (4, 7, NULL),
  (4, 11, 50.0),
  (4, 8, 10.0),
  (5, 9, 20.0),
  (5, 14, 15.0),
  (5, 8, 30.0),
  (6, 6, 60.0),
  (6, 13, 40.0),
  (6, 3, NULL);
