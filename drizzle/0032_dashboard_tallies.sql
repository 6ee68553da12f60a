CREATE TABLE "dashboard_customer_days" (
	"day" date NOT NULL,
	"customer_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"first_placed_at" timestamp with time zone NOT NULL,
	"newcomer" boolean DEFAULT false NOT NULL,
	"previous_day" date,
	"previous_newcomer_day" date,
	CONSTRAINT "dashboard_customer_days_day_customer_id_pk" PRIMARY KEY("day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_paid_placed_at" timestamp with time zone,
	CONSTRAINT "dashboard_customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "dashboard_gst_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_gst_days_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "dashboard_keychain_days" (
	"day" date NOT NULL,
	"font" text NOT NULL,
	"colour" text NOT NULL,
	"keychains" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_keychain_days_day_font_colour_pk" PRIMARY KEY("day","font","colour")
);
--> statement-breakpoint
CREATE TABLE "dashboard_refund_days" (
	"day" date PRIMARY KEY NOT NULL,
	"refunds_paise" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_sales_days" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"keychains" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_sales_days_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
ALTER TABLE "dashboard_customer_days" ADD CONSTRAINT "dashboard_customer_days_customer_id_dashboard_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."dashboard_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_customer_days_customer_idx" ON "dashboard_customer_days" USING btree ("customer_id");
--> statement-breakpoint
-- The dashboard's tallies are written here, by triggers, in the transaction that moves the money
-- (docs/decisions/186-dashboard-tallies-per-india-day.md): every path (services, COPY of the
-- demo seed, direct inserts) is counted, and every update is additive (INSERT … ON CONFLICT DO
-- UPDATE) so concurrent writers never lose a count. An order counts (orders, keychains, its
-- customer) on the India day of its first captured payment; each payment's paise on its own day.
CREATE FUNCTION dashboard_customer_lock(p_email text) RETURNS integer LANGUAGE plpgsql AS $$
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
CREATE FUNCTION dashboard_customer_refresh(p_id integer, p_email text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_paid timestamptz;
BEGIN
  SELECT min(o.created_at) INTO first_paid FROM orders o
    WHERE lower(o.customer_email) = p_email AND o.payment_status IN ('completed', 'refunded');
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
-- Adds (p_sign 1) or takes off (-1) order o's counts on the India day of p_at for p_method.
CREATE FUNCTION dashboard_count_order(o orders, p_method text, p_at timestamptz, p_sign integer, p_customer boolean) RETURNS void LANGUAGE plpgsql AS $$
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
    -- placed order of the customer is looked up again.
    SELECT min(x.created_at) INTO earliest FROM orders x
      WHERE lower(x.customer_email) = email AND x.id <> o.id
        AND ((SELECT min(p.captured_at) FROM payments p
              WHERE p.order_id = x.id AND p.status = 'captured' AND p.purpose = 'order') AT TIME ZONE 'Asia/Kolkata')::date = d;
    UPDATE dashboard_customer_days SET orders = orders - 1, first_placed_at = coalesce(earliest, first_placed_at)
      WHERE day = d AND customer_id = cid;
    DELETE FROM dashboard_customer_days WHERE day = d AND customer_id = cid AND orders <= 0;
  END IF;
  PERFORM dashboard_customer_refresh(cid, email);
END;
$$;
--> statement-breakpoint
-- A captured payment for a shop order added to (p_sign 1) or taken off (-1) the tallies; the
-- table already holds the other payments' current state.
CREATE FUNCTION dashboard_count_payment(p payments, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  other record;
BEGIN
  INSERT INTO dashboard_sales_days AS t (day, method, paid_paise) VALUES ((p.captured_at AT TIME ZONE 'Asia/Kolkata')::date, 'online', p_sign * p.amount_paise)
    ON CONFLICT (day, method) DO UPDATE SET paid_paise = t.paid_paise + excluded.paid_paise;
  SELECT * INTO o FROM orders WHERE id = p.order_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT q.id, q.captured_at INTO other FROM payments q
    WHERE q.order_id = p.order_id AND q.status = 'captured' AND q.purpose = 'order' AND q.captured_at IS NOT NULL AND q.id <> p.id
    ORDER BY q.captured_at, q.id LIMIT 1;
  IF other.id IS NULL THEN
    PERFORM dashboard_count_order(o, 'online', p.captured_at, p_sign, true);
  ELSIF (p.captured_at, p.id) < (other.captured_at, other.id) THEN
    -- This payment is (or was) the order's first: the order moves between the two days.
    PERFORM dashboard_count_order(o, 'online', other.captured_at, -p_sign, true);
    PERFORM dashboard_count_order(o, 'online', p.captured_at, p_sign, true);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_payments_tally() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER dashboard_payments_tally AFTER INSERT OR UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION dashboard_payments_tally();
--> statement-breakpoint
CREATE FUNCTION dashboard_refunds_tally() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER dashboard_refunds_tally AFTER INSERT OR UPDATE OF status, processed_at, amount_paise OR DELETE ON "refunds" FOR EACH ROW EXECUTE FUNCTION dashboard_refunds_tally();
--> statement-breakpoint
-- An order's own changes: whether it counts as a paid order of its customer (payment_status),
-- and, once paid, its keychains, quantity, customer and placing instant.
CREATE FUNCTION dashboard_orders_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_at timestamptz;
  moved boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    moved := lower(OLD.customer_email) <> lower(NEW.customer_email) OR OLD.created_at <> NEW.created_at;
    IF moved OR OLD.quantity <> NEW.quantity OR OLD.keychains::text <> NEW.keychains::text THEN
      SELECT min(p.captured_at) INTO first_at FROM payments p
        WHERE p.order_id = NEW.id AND p.status = 'captured' AND p.purpose = 'order' AND p.captured_at IS NOT NULL;
      IF first_at IS NOT NULL THEN
        PERFORM dashboard_count_order(OLD, 'online', first_at, -1, moved);
        PERFORM dashboard_count_order(NEW, 'online', first_at, 1, moved);
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.payment_status IN ('completed', 'refunded')
     AND (TG_OP = 'DELETE' OR NEW.payment_status NOT IN ('completed', 'refunded') OR lower(OLD.customer_email) <> lower(NEW.customer_email) OR OLD.created_at <> NEW.created_at) THEN
    PERFORM dashboard_customer_refresh(dashboard_customer_lock(lower(OLD.customer_email)), lower(OLD.customer_email));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.payment_status IN ('completed', 'refunded')
     AND (TG_OP = 'INSERT' OR OLD.payment_status NOT IN ('completed', 'refunded') OR lower(OLD.customer_email) <> lower(NEW.customer_email) OR OLD.created_at <> NEW.created_at) THEN
    PERFORM dashboard_customer_refresh(dashboard_customer_lock(lower(NEW.customer_email)), lower(NEW.customer_email));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_tally AFTER INSERT OR UPDATE OF payment_status, customer_email, created_at, quantity, keychains OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION dashboard_orders_tally();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: emptying the source tables (tests, a demo reseed) empties their tallies.
CREATE FUNCTION dashboard_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER dashboard_payments_truncate AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_truncate AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
CREATE TRIGGER dashboard_refunds_truncate AFTER TRUNCATE ON "refunds" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
-- Tax documents are issued once and never changed (CGST Rules 2017, rule 46): each adds to its day.
CREATE FUNCTION dashboard_gst_tally() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER dashboard_gst_tally AFTER INSERT OR UPDATE OF kind, issued_at, taxable_paise, cgst_paise, sgst_paise, igst_paise OR DELETE ON "tax_documents" FOR EACH ROW EXECUTE FUNCTION dashboard_gst_tally();
--> statement-breakpoint
CREATE TRIGGER dashboard_tax_documents_truncate AFTER TRUNCATE ON "tax_documents" FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_truncate();
--> statement-breakpoint
-- Backfill from what is already stored (the triggers above already hold any writer of these
-- tables until this migration commits, so nothing is counted twice or missed).
INSERT INTO dashboard_sales_days (day, method, paid_paise, orders, keychains)
SELECT coalesce(m.day, f.day), 'online', coalesce(m.paise, 0), coalesce(f.orders, 0), coalesce(f.keychains, 0)
FROM (
  SELECT (p.captured_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(p.amount_paise)::bigint AS paise FROM payments p
  WHERE p.status = 'captured' AND p.purpose = 'order' AND p.order_id IS NOT NULL AND p.captured_at IS NOT NULL GROUP BY 1
) m
FULL JOIN (
  SELECT (f.captured_at AT TIME ZONE 'Asia/Kolkata')::date AS day, count(*)::int AS orders, sum(o.quantity)::int AS keychains
  FROM (SELECT p.order_id, min(p.captured_at) AS captured_at FROM payments p
        WHERE p.status = 'captured' AND p.purpose = 'order' AND p.order_id IS NOT NULL AND p.captured_at IS NOT NULL GROUP BY 1) f
  JOIN orders o ON o.id = f.order_id GROUP BY 1
) f ON f.day = m.day;
--> statement-breakpoint
INSERT INTO dashboard_keychain_days (day, font, colour, keychains)
SELECT (f.captured_at AT TIME ZONE 'Asia/Kolkata')::date, coalesce(k."fontFamily", ''), coalesce(k."textColor", ''), count(*)::int
FROM (SELECT p.order_id, min(p.captured_at) AS captured_at FROM payments p
      WHERE p.status = 'captured' AND p.purpose = 'order' AND p.order_id IS NOT NULL AND p.captured_at IS NOT NULL GROUP BY 1) f
JOIN orders o ON o.id = f.order_id
CROSS JOIN LATERAL jsonb_to_recordset(o.keychains) AS k("fontFamily" text, "textColor" text)
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_refund_days (day, refunds_paise, refunds)
SELECT (r.processed_at AT TIME ZONE 'Asia/Kolkata')::date, sum(r.amount_paise)::bigint, count(*)::int FROM refunds r
WHERE r.status = 'processed' AND r.processed_at IS NOT NULL GROUP BY 1;
--> statement-breakpoint
INSERT INTO dashboard_customers (email)
SELECT DISTINCT lower(o.customer_email) FROM payments p JOIN orders o ON o.id = p.order_id
WHERE p.status = 'captured' AND p.purpose = 'order' AND p.captured_at IS NOT NULL
UNION
SELECT DISTINCT lower(o.customer_email) FROM orders o WHERE o.payment_status IN ('completed', 'refunded');
--> statement-breakpoint
UPDATE dashboard_customers c SET first_paid_placed_at = f.first_at
FROM (SELECT lower(o.customer_email) AS email, min(o.created_at) AS first_at FROM orders o
      WHERE o.payment_status IN ('completed', 'refunded') GROUP BY 1) f
WHERE f.email = c.email;
--> statement-breakpoint
INSERT INTO dashboard_customer_days (day, customer_id, orders, first_placed_at, newcomer, previous_day, previous_newcomer_day)
SELECT y.day, y.customer_id, y.orders, y.first_placed_at, y.newcomer, lag(y.day) OVER w,
       max(CASE WHEN y.newcomer THEN y.day END) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
FROM (
  SELECT (f.captured_at AT TIME ZONE 'Asia/Kolkata')::date AS day, c.id AS customer_id, count(*)::int AS orders, min(o.created_at) AS first_placed_at,
         c.first_paid_placed_at IS NULL OR min(o.created_at) <= c.first_paid_placed_at AS newcomer
  FROM (SELECT p.order_id, min(p.captured_at) AS captured_at FROM payments p
        WHERE p.status = 'captured' AND p.purpose = 'order' AND p.order_id IS NOT NULL AND p.captured_at IS NOT NULL GROUP BY 1) f
  JOIN orders o ON o.id = f.order_id
  JOIN dashboard_customers c ON c.email = lower(o.customer_email)
  GROUP BY 1, 2, c.first_paid_placed_at
) y
WINDOW w AS (PARTITION BY y.customer_id ORDER BY y.day);
--> statement-breakpoint
INSERT INTO dashboard_gst_days (day, kind, documents, taxable_paise, cgst_paise, sgst_paise, igst_paise)
SELECT (d.issued_at AT TIME ZONE 'Asia/Kolkata')::date, d.kind, count(*)::int, sum(d.taxable_paise)::bigint, sum(d.cgst_paise)::bigint,
       sum(d.sgst_paise)::bigint, sum(d.igst_paise)::bigint
FROM tax_documents d GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE dashboard_gst_days;
--> statement-breakpoint
ANALYZE dashboard_sales_days;
--> statement-breakpoint
ANALYZE dashboard_keychain_days;
--> statement-breakpoint
ANALYZE dashboard_refund_days;
--> statement-breakpoint
ANALYZE dashboard_customers;
--> statement-breakpoint
ANALYZE dashboard_customer_days;
