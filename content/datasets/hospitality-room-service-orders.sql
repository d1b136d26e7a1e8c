CREATE TABLE room_service_orders (
  id int PRIMARY KEY,
  hotel text NOT NULL,
  room_number text NOT NULL,
  ordered_at timestamp NOT NULL,
  status text NOT NULL CHECK (status IN ('delivered', 'voided')),
  order_doc jsonb NOT NULL CHECK (jsonb_typeof(order_doc -> 'items') = 'array')
);
INSERT INTO room_service_orders (id, hotel, room_number, ordered_at, status, order_doc) VALUES
  (1, 'Harbour View Hotel', '101', '2024-08-01 07:45', 'delivered', '{"items": [{"sku": "BRK-CONT", "name": "Continental breakfast", "qty": 2, "unit_price": 14.50}, {"sku": "WAT-STIL", "name": "Still water", "qty": 2, "unit_price": 3.50}], "tip": 3.00, "delivery": {"staff": "Rui", "minutes": 18}}'),
  (2, 'Harbour View Hotel', '201', '2024-08-01 21:10', 'delivered', '{"items": [{"sku": "CLB-SAND", "name": "Club sandwich", "qty": 1, "unit_price": 16.00}, {"sku": "WIN-RED", "name": "Glass of red wine", "qty": 2, "unit_price": 9.00}], "tip": 0, "delivery": {"staff": "Ines", "minutes": 25}}'),
  (3, 'Harbour View Hotel', '102', '2024-08-02 08:05', 'delivered', '{"items": [{"sku": "BRK-FULL", "name": "Full breakfast", "qty": 1, "unit_price": 19.00}, {"sku": "BRK-CONT", "name": "Continental breakfast", "qty": 1, "unit_price": 14.50}], "allergies": ["nuts"], "delivery": {"staff": "Rui", "minutes": 22}}'),
  (4, 'Alpine Lodge', '21', '2024-08-02 19:30', 'voided', '{"items": [{"sku": "PIZ-MARG", "name": "Margherita pizza", "qty": 3, "unit_price": 17.00}], "void_reason": "guest cancelled", "delivery": null}'),
  (5, 'Alpine Lodge', '11', '2024-08-02 20:15', 'delivered', '{"items": [{"sku": "PIZ-MARG", "name": "Margherita pizza", "qty": 1, "unit_price": 17.00}, {"sku": "WAT-STIL", "name": "Still water", "unit_price": 3.50}], "tip": 2.00, "delivery": {"staff": "Lena", "minutes": 30}}'),
  (6, 'Alpine Lodge', '12', '2024-08-03 22:40', 'delivered', '{"items": [{"sku": "CAK-CHOC", "name": "Chocolate cake", "qty": 1, "unit_price": 8.50}, {"sku": "WIN-RED", "name": "Glass of red wine", "qty": 1, "unit_price": 7.00}, {"sku": "CAK-CHOC", "name": "Chocolate cake", "qty": 1, "unit_price": 8.50}], "note": "happy hour wine price", "delivery": {"staff": "Lena", "minutes": 15}}'),
  (7, 'Desert Palm Inn', 'A2', '2024-08-04 12:20', 'delivered', '{"items": [{"sku": "CAE-SAL", "name": "Caesar salad", "qty": 2, "unit_price": 13.50}, {"sku": "WAT-STIL", "name": "Still water", "qty": 3, "unit_price": 3.50}], "tip": 5.00, "delivery": {"staff": "Marco", "minutes": 20}}'),
  (8, 'Desert Palm Inn', 'B1', '2024-08-04 18:00', 'delivered', '{"items": [], "note": "extra towels only", "delivery": {"staff": "Marco", "minutes": 10}}'),
  (9, 'Desert Palm Inn', 'A1', '2024-08-05 07:30', 'delivered', '{"items": [{"sku": "BRK-FULL", "name": "Full breakfast", "qty": 2, "unit_price": 19.00}], "allergies": ["gluten", "lactose"], "delivery": {"staff": "Ana", "minutes": 35}}'),
  (10, 'Harbour View Hotel', '202', '2024-08-05 13:05', 'voided', '{"items": [{"sku": "CLB-SAND", "name": "Club sandwich", "qty": 4, "unit_price": 16.00}], "void_reason": "kitchen closed", "delivery": null}'),
  (11, 'Harbour View Hotel', '103', '2024-08-05 23:50', 'delivered', '{"items": [{"sku": "CLB-SAND", "name": "Club sandwich", "qty": 1, "unit_price": 16.00}, {"sku": "CAK-CHOC", "name": "Chocolate cake", "qty": 1, "unit_price": 8.50}], "tip": 1.50, "delivery": {"staff": "Ines", "minutes": 27}}'),
  (12, 'Alpine Lodge', '21', '2024-08-06 08:15', 'delivered', '{"items": [{"sku": "BRK-CONT", "name": "Continental breakfast", "qty": 2, "unit_price": 15.00}, {"sku": "WAT-STIL", "name": "Still water", "qty": 1, "unit_price": 3.50}], "delivery": {"staff": "Lena", "minutes": 19}}'),
  (13, 'Desert Palm Inn', 'A2', '2024-08-06 20:45', 'delivered', '{"items": [{"sku": "PIZ-MARG", "name": "Margherita pizza", "qty": 1, "unit_price": 17.00}, {"sku": "WIN-RED", "name": "Glass of red wine", "qty": 1, "unit_price": 9.00}], "tip": 2.50, "delivery": {"staff": "Ana", "minutes": 24}}'),
  (14, 'Harbour View Hotel', '101', '2024-08-07 07:50', 'delivered', '{"items": [{"sku": "BRK-CONT", "name": "Continental breakfast", "qty": 1, "unit_price": 14.50}, {"sku": "BRK-FULL", "name": "Full breakfast", "qty": 1, "unit_price": 19.00}, {"sku": "WAT-STIL", "name": "Still water", "qty": 2, "unit_price": 3.50}], "tip": 4.00, "delivery": {"staff": "Rui", "minutes": 16}}');
