-- The dashboard's tally triggers: the CURRENT definition of every trigger function and trigger
-- that keeps the dashboard_* day tables (docs/architecture.md "Dashboard tallies",
-- docs/decisions/186-dashboard-tallies-per-india-day.md, 195-dashboard-counts-cash-on-delivery.md,
-- 232-dashboard-triggers-in-one-sql-file.md). Idempotent: CREATE OR REPLACE FUNCTION, DROP TRIGGER
-- IF EXISTS + CREATE TRIGGER. Applied by a migration that holds this file verbatim (the latest is
-- drizzle/0043_dashboard_tallies_sql.sql; src/server/db/dashboard-tallies-sql.test.ts fails when they
-- differ): to change a trigger, edit this file, generate a custom migration
-- (npx drizzle-kit generate --custom --name dashboard_tallies_sql), paste this file into it, and add
-- `SELECT dashboard_tallies_rebuild();` after it when the change alters what is counted.
-- Tables locked first, in one order, so no writer slips in between a DROP and its CREATE.
LOCK TABLE orders, payments, refunds, tax_documents IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- When a COD order's cash was collected (null for an online order or cash not collected yet).
CREATE OR REPLACE FUNCTION dashboard_cash_at(o orders) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN o.payment_method = 'cod' AND o.cod_collected_paise IS NOT NULL THEN o.cod_collected_at END
$$;
--> statement-breakpoint
-- A customer's dashboard_customers row by lower-case e-mail, created if missing and locked.
CREATE OR REPLACE FUNCTION dashboard_customer_lock(p_email text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  cid integer;
BEGIN
  -- The customer's row, locked: writers of one customer queue here, so the first-paid instant
  -- and the newcomer flags below are computed from committed data.
  INSERT INTO dashboard_customers AS c (email) VALUES (p_email)
    ON CONFLICT (email) DO UPDATE SET email = excluded.email
    RETURNING c.id INTO cid;
  RETURN cid;
END;
$$;
--> statement-breakpoint
-- A customer's first paid order's placing instant (dashboard_customers.first_paid_placed_at) and, on
-- each of their days, the newcomer flag and previous (newcomer) day (dashboard_customer_days).
CREATE OR REPLACE FUNCTION dashboard_customer_refresh(p_id integer, p_email text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_paid timestamptz;
BEGIN
  -- Paid: completed or refunded, or a COD order's cash collected and not yet remitted (one
  -- partial index each: orders_paid_customer_idx, orders_cod_collected_customer_idx).
  SELECT least(
      (SELECT min(o.created_at) FROM orders o WHERE lower(o.customer_email) = p_email AND o.payment_status IN ('completed', 'refunded')),
      (SELECT min(o.created_at) FROM orders o WHERE lower(o.customer_email) = p_email AND o.payment_status = 'cod_collected'))
    INTO first_paid;
  UPDATE dashboard_customers SET first_paid_placed_at = first_paid
    WHERE id = p_id AND first_paid_placed_at IS DISTINCT FROM first_paid;
  UPDATE dashboard_customer_days d SET newcomer = x.newcomer, previous_day = x.previous_day, previous_newcomer_day = x.previous_newcomer_day
    FROM (
      SELECT y.day, y.newcomer, lag(y.day) OVER w AS previous_day,
             max(CASE WHEN y.newcomer THEN y.day END) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS previous_newcomer_day
      FROM (SELECT c.day, (first_paid IS NULL OR c.first_placed_at <= first_paid) AS newcomer
            FROM dashboard_customer_days c WHERE c.customer_id = p_id) y
      WINDOW w AS (ORDER BY y.day)
    ) x
    WHERE d.customer_id = p_id AND d.day = x.day
      AND (d.newcomer, d.previous_day, d.previous_newcomer_day) IS DISTINCT FROM (x.newcomer, x.previous_day, x.previous_newcomer_day);
END;
$$;
--> statement-breakpoint
-- Adds (p_sign 1) or takes off (-1) order o's counts (orders, keychains, its customer's day) on the
-- India day of p_at for p_method.
CREATE OR REPLACE FUNCTION dashboard_count_order(o orders, p_method text, p_at timestamptz, p_sign integer, p_customer boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (p_at AT TIME ZONE 'Asia/Kolkata')::date;
  email text := lower(o.customer_email);
  cid integer;
  earliest timestamptz;
BEGIN
  INSERT INTO dashboard_sales_days AS t (day, method, orders, keychains) VALUES (d, p_method, p_sign, p_sign * o.quantity)
    ON CONFLICT (day, method) DO UPDATE SET orders = t.orders + excluded.orders, keychains = t.keychains + excluded.keychains;
  INSERT INTO dashboard_keychain_days AS t (day, font, colour, keychains)
    SELECT d, coalesce(k."fontFamily", ''), coalesce(k."textColor", ''), p_sign * count(*)
    FROM jsonb_to_recordset(o.keychains) AS k("fontFamily" text, "textColor" text) GROUP BY 2, 3
    ON CONFLICT (day, font, colour) DO UPDATE SET keychains = t.keychains + excluded.keychains;
  IF NOT p_customer THEN
    RETURN;
  END IF;
  cid := dashboard_customer_lock(email);
  IF p_sign > 0 THEN
    INSERT INTO dashboard_customer_days AS t (day, customer_id, orders, first_placed_at) VALUES (d, cid, 1, o.created_at)
      ON CONFLICT (day, customer_id) DO UPDATE SET orders = t.orders + 1, first_placed_at = least(t.first_placed_at, excluded.first_placed_at);
  ELSE
    -- Rare (a payment un-captured or moved, an order's customer changed): the day's earliest
    -- placed order of the customer is looked up again, by each order's first money.
    SELECT min(x.created_at) INTO earliest FROM orders x
      WHERE lower(x.customer_email) = email AND x.id <> o.id
        AND (least((SELECT min(p.captured_at) FROM payments p
                    WHERE p.order_id = x.id AND p.status = 'captured' AND p.purpose = 'order'),
                   dashboard_cash_at(x)) AT TIME ZONE 'Asia/Kolkata')::date = d;
    UPDATE dashboard_customer_days SET orders = orders - 1, first_placed_at = coalesce(earliest, first_placed_at)
      WHERE day = d AND customer_id = cid;
    DELETE FROM dashboard_customer_days WHERE day = d AND customer_id = cid AND orders <= 0;
  END IF;
  PERFORM dashboard_customer_refresh(cid, email);
END;
$$;
--> statement-breakpoint
-- A captured payment for a shop order added to (p_sign 1) or taken off (-1) the tallies, under its
-- order's method; the tables already hold the other payments' and the order's current state.
CREATE OR REPLACE FUNCTION dashboard_count_payment(p payments, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  other_at timestamptz;
BEGIN
  -- The order locked (as the orders trigger's UPDATE holds it): a concurrent payment or cash
  -- collection of the same order waits, and the lookups below see it once it committed, so the
  -- order's first money is never counted twice. NO KEY: other payments' foreign-key checks pass.
  SELECT * INTO o FROM orders WHERE id = p.order_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    INSERT INTO dashboard_sales_days AS t (day, method, paid_paise) VALUES ((p.captured_at AT TIME ZONE 'Asia/Kolkata')::date, 'online', p_sign * p.amount_paise)
      ON CONFLICT (day, method) DO UPDATE SET paid_paise = t.paid_paise + excluded.paid_paise;
    RETURN;
  END IF;
  INSERT INTO dashboard_sales_days AS t (day, method, paid_paise) VALUES ((p.captured_at AT TIME ZONE 'Asia/Kolkata')::date, o.payment_method, p_sign * p.amount_paise)
    ON CONFLICT (day, method) DO UPDATE SET paid_paise = t.paid_paise + excluded.paid_paise;
  -- The order's other money: its other captured payments and its cash.
  SELECT least(min(q.captured_at), dashboard_cash_at(o)) INTO other_at FROM payments q
    WHERE q.order_id = p.order_id AND q.status = 'captured' AND q.purpose = 'order' AND q.captured_at IS NOT NULL AND q.id <> p.id;
  IF other_at IS NULL THEN
    PERFORM dashboard_count_order(o, o.payment_method, p.captured_at, p_sign, true);
  ELSIF p.captured_at < other_at THEN
    -- This payment is (or was) the order's first money: the order moves between the two days.
    -- (At the same instant as other money it is on the same day: nothing moves.)
    PERFORM dashboard_count_order(o, o.payment_method, other_at, -p_sign, true);
    PERFORM dashboard_count_order(o, o.payment_method, p.captured_at, p_sign, true);
  END IF;
END;
$$;
--> statement-breakpoint
-- Trigger function on payments: a captured payment for a shop order counted or taken back.
CREATE OR REPLACE FUNCTION dashboard_payments_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  now_counted boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was := OLD.status = 'captured' AND OLD.purpose = 'order' AND OLD.order_id IS NOT NULL AND OLD.captured_at IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    now_counted := NEW.status = 'captured' AND NEW.purpose = 'order' AND NEW.order_id IS NOT NULL AND NEW.captured_at IS NOT NULL;
  END IF;
  IF was AND now_counted AND OLD.order_id = NEW.order_id AND OLD.captured_at = NEW.captured_at AND OLD.amount_paise = NEW.amount_paise THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM dashboard_count_payment(OLD, -1);
  END IF;
  IF now_counted THEN
    PERFORM dashboard_count_payment(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- dashboard_payments_tally (payments, each row): keeps dashboard_sales_days.paid_paise of online
-- money and, through the order's first money, orders, keychains (dashboard_keychain_days) and the
-- customer's day (dashboard_customer_days).
DROP TRIGGER IF EXISTS dashboard_payments_tally ON "payments";
--> statement-breakpoint
CREATE TRIGGER dashboard_payments_tally AFTER INSERT OR UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION dashboard_payments_tally();
--> statement-breakpoint
-- Trigger function on refunds: a processed refund's paise on its India day.
CREATE OR REPLACE FUNCTION dashboard_refunds_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'processed' AND OLD.processed_at IS NOT NULL THEN
    INSERT INTO dashboard_refund_days AS t (day, refunds_paise, refunds) VALUES ((OLD.processed_at AT TIME ZONE 'Asia/Kolkata')::date, -OLD.amount_paise, -1)
      ON CONFLICT (day) DO UPDATE SET refunds_paise = t.refunds_paise + excluded.refunds_paise, refunds = t.refunds + excluded.refunds;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'processed' AND NEW.processed_at IS NOT NULL THEN
    INSERT INTO dashboard_refund_days AS t (day, refunds_paise, refunds) VALUES ((NEW.processed_at AT TIME ZONE 'Asia/Kolkata')::date, NEW.amount_paise, 1)
      ON CONFLICT (day) DO UPDATE SET refunds_paise = t.refunds_paise + excluded.refunds_paise, refunds = t.refunds + excluded.refunds;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- dashboard_refunds_tally (refunds, each row): keeps dashboard_refund_days (refunds_paise, refunds).
DROP TRIGGER IF EXISTS dashboard_refunds_tally ON "refunds";
--> statement-breakpoint
CREATE TRIGGER dashboard_refunds_tally AFTER INSERT OR UPDATE OF status, processed_at, amount_paise OR DELETE ON "refunds" FOR EACH ROW EXECUTE FUNCTION dashboard_refunds_tally();
--> statement-breakpoint
-- Trigger function on orders: its cash collected (paise on the collection's India day, under 'cod'),
-- its method (its payments' paise move with it), whether it counts as a paid order of its customer
-- (payment_status), and, once it has money, its keychains, quantity, customer, placing instant and
-- the day of its first money.
CREATE OR REPLACE FUNCTION dashboard_orders_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_cash timestamptz;
  new_cash timestamptz;
  old_paise integer;
  new_paise integer;
  paid_at timestamptz;
  old_first timestamptz;
  new_first timestamptz;
  moved boolean := false;
  changed boolean := false;
  customer boolean;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_cash := dashboard_cash_at(OLD);
    old_paise := OLD.cod_collected_paise;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_cash := dashboard_cash_at(NEW);
    new_paise := NEW.cod_collected_paise;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    moved := lower(OLD.customer_email) <> lower(NEW.customer_email) OR OLD.created_at <> NEW.created_at;
    changed := moved OR OLD.quantity <> NEW.quantity OR OLD.keychains::text <> NEW.keychains::text OR OLD.payment_method <> NEW.payment_method;
  END IF;
  IF old_cash IS DISTINCT FROM new_cash OR (old_cash IS NOT NULL AND old_paise IS DISTINCT FROM new_paise) THEN
    IF old_cash IS NOT NULL THEN
      INSERT INTO dashboard_sales_days AS t (day, method, paid_paise) VALUES ((old_cash AT TIME ZONE 'Asia/Kolkata')::date, 'cod', -old_paise)
        ON CONFLICT (day, method) DO UPDATE SET paid_paise = t.paid_paise + excluded.paid_paise;
    END IF;
    IF new_cash IS NOT NULL THEN
      INSERT INTO dashboard_sales_days AS t (day, method, paid_paise) VALUES ((new_cash AT TIME ZONE 'Asia/Kolkata')::date, 'cod', new_paise)
        ON CONFLICT (day, method) DO UPDATE SET paid_paise = t.paid_paise + excluded.paid_paise;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.payment_method <> NEW.payment_method THEN
    INSERT INTO dashboard_sales_days AS t (day, method, paid_paise)
      SELECT (p.captured_at AT TIME ZONE 'Asia/Kolkata')::date, m.method, m.sign * sum(p.amount_paise)
      FROM payments p CROSS JOIN (VALUES (OLD.payment_method, -1), (NEW.payment_method, 1)) AS m(method, sign)
      WHERE p.order_id = NEW.id AND p.status = 'captured' AND p.purpose = 'order' AND p.captured_at IS NOT NULL
      GROUP BY 1, 2, m.sign
      ON CONFLICT (day, method) DO UPDATE SET paid_paise = t.paid_paise + excluded.paid_paise;
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- No payment can name an order before it exists: its first money is its cash, if any.
    IF new_cash IS NOT NULL THEN
      PERFORM dashboard_count_order(NEW, NEW.payment_method, new_cash, 1, true);
    END IF;
  ELSIF TG_OP = 'DELETE' OR changed OR old_cash IS DISTINCT FROM new_cash THEN
    SELECT min(p.captured_at) INTO paid_at FROM payments p
      WHERE p.order_id = OLD.id AND p.status = 'captured' AND p.purpose = 'order' AND p.captured_at IS NOT NULL;
    old_first := least(paid_at, old_cash);
    IF TG_OP = 'UPDATE' THEN
      new_first := least(paid_at, new_cash);
    END IF;
    IF changed OR old_first IS DISTINCT FROM new_first THEN
      customer := TG_OP = 'DELETE' OR moved
        OR (old_first AT TIME ZONE 'Asia/Kolkata')::date IS DISTINCT FROM (new_first AT TIME ZONE 'Asia/Kolkata')::date;
      IF old_first IS NOT NULL THEN
        PERFORM dashboard_count_order(OLD, OLD.payment_method, old_first, -1, customer);
      END IF;
      IF new_first IS NOT NULL THEN
        PERFORM dashboard_count_order(NEW, NEW.payment_method, new_first, 1, customer);
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.payment_status IN ('completed', 'refunded', 'cod_collected')
     AND (TG_OP = 'DELETE' OR NEW.payment_status NOT IN ('completed', 'refunded', 'cod_collected') OR lower(OLD.customer_email) <> lower(NEW.customer_email) OR OLD.created_at <> NEW.created_at) THEN
    PERFORM dashboard_customer_refresh(dashboard_customer_lock(lower(OLD.customer_email)), lower(OLD.customer_email));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.payment_status IN ('completed', 'refunded', 'cod_collected')
     AND (TG_OP = 'INSERT' OR OLD.payment_status NOT IN ('completed', 'refunded', 'cod_collected') OR lower(OLD.customer_email) <> lower(NEW.customer_email) OR OLD.created_at <> NEW.created_at) THEN
    PERFORM dashboard_customer_refresh(dashboard_customer_lock(lower(NEW.customer_email)), lower(NEW.customer_email));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- dashboard_orders_tally (orders, each row): keeps the 'cod' paid_paise of dashboard_sales_days, moves
-- an order's counts when its method, customer, keychains or first money change, and refreshes its
-- customer's newcomer flags (dashboard_customers, dashboard_customer_days).
DROP TRIGGER IF EXISTS dashboard_orders_tally ON "orders";
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_tally AFTER INSERT OR UPDATE OF payment_status, payment_method, customer_email, created_at, quantity, keychains, cod_collected_at, cod_collected_paise OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION dashboard_orders_tally();
--> statement-breakpoint
-- Trigger function on tax_documents: issued once and never changed (CGST Rules 2017, rule 46), each
-- adds to its day.
CREATE OR REPLACE FUNCTION dashboard_gst_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d tax_documents;
  s integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    d := OLD;
    s := -1;
    INSERT INTO dashboard_gst_days AS t (day, kind, documents, taxable_paise, cgst_paise, sgst_paise, igst_paise)
      VALUES ((d.issued_at AT TIME ZONE 'Asia/Kolkata')::date, d.kind, s, s * d.taxable_paise, s * d.cgst_paise, s * d.sgst_paise, s * d.igst_paise)
      ON CONFLICT (day, kind) DO UPDATE SET documents = t.documents + excluded.documents, taxable_paise = t.taxable_paise + excluded.taxable_paise,
        cgst_paise = t.cgst_paise + excluded.cgst_paise, sgst_paise = t.sgst_paise + excluded.sgst_paise, igst_paise = t.igst_paise + excluded.igst_paise;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    d := NEW;
    s := 1;
    INSERT INTO dashboard_gst_days AS t (day, kind, documents, taxable_paise, cgst_paise, sgst_paise, igst_paise)
      VALUES ((d.issued_at AT TIME ZONE 'Asia/Kolkata')::date, d.kind, s, s * d.taxable_paise, s * d.cgst_paise, s * d.sgst_paise, s * d.igst_paise)
      ON CONFLICT (day, kind) DO UPDATE SET documents = t.documents + excluded.documents, taxable_paise = t.taxable_paise + excluded.taxable_paise,
        cgst_paise = t.cgst_paise + excluded.cgst_paise, sgst_paise = t.sgst_paise + excluded.sgst_paise, igst_paise = t.igst_paise + excluded.igst_paise;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- dashboard_gst_tally (tax_documents, each row): keeps dashboard_gst_days (documents, taxable, CGST,
-- SGST, IGST by day and kind).
DROP TRIGGER IF EXISTS dashboard_gst_tally ON "tax_documents";
--> statement-breakpoint
CREATE TRIGGER dashboard_gst_tally AFTER INSERT OR UPDATE OF kind, issued_at, taxable_paise, cgst_paise, sgst_paise, igst_paise OR DELETE ON "tax_documents" FOR EACH ROW EXECUTE FUNCTION dashboard_gst_tally();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: emptying the source tables (tests, a demo reseed) empties their tallies.
CREATE OR REPLACE FUNCTION dashboard_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'refunds' THEN
    DELETE FROM dashboard_refund_days;
  ELSIF TG_TABLE_NAME = 'tax_documents' THEN
    DELETE FROM dashboard_gst_days;
  ELSE
    DELETE FROM dashboard_sales_days;
    DELETE FROM dashboard_keychain_days;
    DELETE FROM dashboard_customer_days;
    DELETE FROM dashboard_customers;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- dashboard_payments_truncate (payments, TRUNCATE): empties the sales, keychain and customer tallies.
DROP TRIGGER IF EXISTS dashboard_payments_truncate ON "payments";
--> statement-breakpoint
CREATE TRIGGER dashboard_payments_truncate AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
-- dashboard_orders_truncate (orders, TRUNCATE): empties the sales, keychain and customer tallies.
DROP TRIGGER IF EXISTS dashboard_orders_truncate ON "orders";
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_truncate AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
-- dashboard_refunds_truncate (refunds, TRUNCATE): empties dashboard_refund_days.
DROP TRIGGER IF EXISTS dashboard_refunds_truncate ON "refunds";
--> statement-breakpoint
CREATE TRIGGER dashboard_refunds_truncate AFTER TRUNCATE ON "refunds" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
-- dashboard_tax_documents_truncate (tax_documents, TRUNCATE): empties dashboard_gst_days.
DROP TRIGGER IF EXISTS dashboard_tax_documents_truncate ON "tax_documents";
--> statement-breakpoint
CREATE TRIGGER dashboard_tax_documents_truncate AFTER TRUNCATE ON "tax_documents" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
-- Every tally recounted from scratch from payments, orders, refunds and tax_documents
-- (docs/decisions/194-dashboard-tallies-rebuild.md): `SELECT dashboard_tallies_rebuild();` in a
-- transaction that first locks the source tables (LOCK TABLE orders, payments, refunds,
-- tax_documents IN SHARE ROW EXCLUSIVE MODE).
CREATE OR REPLACE FUNCTION dashboard_tallies_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
TRUNCATE dashboard_customer_days, dashboard_customers, dashboard_sales_days, dashboard_keychain_days, dashboard_refund_days, dashboard_gst_days;
INSERT INTO dashboard_sales_days (day, method, paid_paise, orders, keychains)
WITH money AS (
  SELECT o.id AS order_id, o.payment_method AS method, p.captured_at AS at, p.amount_paise AS paise
  FROM payments p JOIN orders o ON o.id = p.order_id
  WHERE p.status = 'captured' AND p.purpose = 'order' AND p.captured_at IS NOT NULL
  UNION ALL
  SELECT o.id, o.payment_method, o.cod_collected_at, o.cod_collected_paise FROM orders o
  WHERE o.payment_method = 'cod' AND o.cod_collected_at IS NOT NULL AND o.cod_collected_paise IS NOT NULL
), firsts AS (SELECT order_id, method, min(at) AS at FROM money GROUP BY 1, 2)
SELECT coalesce(m.day, f.day), coalesce(m.method, f.method), coalesce(m.paise, 0), coalesce(f.orders, 0), coalesce(f.keychains, 0)
FROM (
  SELECT (at AT TIME ZONE 'Asia/Kolkata')::date AS day, method, sum(paise)::bigint AS paise FROM money GROUP BY 1, 2
) m
FULL JOIN (
  SELECT (f.at AT TIME ZONE 'Asia/Kolkata')::date AS day, f.method, count(*)::int AS orders, sum(o.quantity)::int AS keychains
  FROM firsts f JOIN orders o ON o.id = f.order_id GROUP BY 1, 2
) f ON f.day = m.day AND f.method = m.method;
INSERT INTO dashboard_keychain_days (day, font, colour, keychains)
WITH money AS (
  SELECT p.order_id, p.captured_at AS at FROM payments p
  WHERE p.status = 'captured' AND p.purpose = 'order' AND p.order_id IS NOT NULL AND p.captured_at IS NOT NULL
  UNION ALL
  SELECT o.id, o.cod_collected_at FROM orders o
  WHERE o.payment_method = 'cod' AND o.cod_collected_at IS NOT NULL AND o.cod_collected_paise IS NOT NULL
), firsts AS (SELECT order_id, min(at) AS at FROM money GROUP BY 1)
SELECT (f.at AT TIME ZONE 'Asia/Kolkata')::date, coalesce(k."fontFamily", ''), coalesce(k."textColor", ''), count(*)::int
FROM firsts f
JOIN orders o ON o.id = f.order_id
CROSS JOIN LATERAL jsonb_to_recordset(o.keychains) AS k("fontFamily" text, "textColor" text)
GROUP BY 1, 2, 3;
INSERT INTO dashboard_refund_days (day, refunds_paise, refunds)
SELECT (r.processed_at AT TIME ZONE 'Asia/Kolkata')::date, sum(r.amount_paise)::bigint, count(*)::int FROM refunds r
WHERE r.status = 'processed' AND r.processed_at IS NOT NULL GROUP BY 1;
INSERT INTO dashboard_customers (email)
SELECT DISTINCT lower(o.customer_email) FROM payments p JOIN orders o ON o.id = p.order_id
WHERE p.status = 'captured' AND p.purpose = 'order' AND p.captured_at IS NOT NULL
UNION
SELECT DISTINCT lower(o.customer_email) FROM orders o
WHERE o.payment_status IN ('completed', 'refunded', 'cod_collected')
   OR (o.payment_method = 'cod' AND o.cod_collected_at IS NOT NULL AND o.cod_collected_paise IS NOT NULL);
UPDATE dashboard_customers c SET first_paid_placed_at = f.first_at
FROM (SELECT lower(o.customer_email) AS email, min(o.created_at) AS first_at FROM orders o
      WHERE o.payment_status IN ('completed', 'refunded', 'cod_collected') GROUP BY 1) f
WHERE f.email = c.email;
INSERT INTO dashboard_customer_days (day, customer_id, orders, first_placed_at, newcomer, previous_day, previous_newcomer_day)
WITH money AS (
  SELECT p.order_id, p.captured_at AS at FROM payments p
  WHERE p.status = 'captured' AND p.purpose = 'order' AND p.order_id IS NOT NULL AND p.captured_at IS NOT NULL
  UNION ALL
  SELECT o.id, o.cod_collected_at FROM orders o
  WHERE o.payment_method = 'cod' AND o.cod_collected_at IS NOT NULL AND o.cod_collected_paise IS NOT NULL
), firsts AS (SELECT order_id, min(at) AS at FROM money GROUP BY 1)
SELECT y.day, y.customer_id, y.orders, y.first_placed_at, y.newcomer, lag(y.day) OVER w,
       max(CASE WHEN y.newcomer THEN y.day END) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
FROM (
  SELECT (f.at AT TIME ZONE 'Asia/Kolkata')::date AS day, c.id AS customer_id, count(*)::int AS orders, min(o.created_at) AS first_placed_at,
         c.first_paid_placed_at IS NULL OR min(o.created_at) <= c.first_paid_placed_at AS newcomer
  FROM firsts f
  JOIN orders o ON o.id = f.order_id
  JOIN dashboard_customers c ON c.email = lower(o.customer_email)
  GROUP BY 1, 2, c.first_paid_placed_at
) y
WINDOW w AS (PARTITION BY y.customer_id ORDER BY y.day);
INSERT INTO dashboard_gst_days (day, kind, documents, taxable_paise, cgst_paise, sgst_paise, igst_paise)
SELECT (d.issued_at AT TIME ZONE 'Asia/Kolkata')::date, d.kind, count(*)::int, sum(d.taxable_paise)::bigint, sum(d.cgst_paise)::bigint,
       sum(d.sgst_paise)::bigint, sum(d.igst_paise)::bigint
FROM tax_documents d GROUP BY 1, 2;
END;
$$;
