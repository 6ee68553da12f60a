-- The dashboard's tallies recounted from the stored payments, refunds, orders and tax documents
-- (docs/decisions/194-dashboard-tallies-rebuild.md): the same counts as 0032's backfill, as one
-- function a bulk load calls after loading with the tally triggers disabled (the demo seed), and
-- an operator can call to check or repair them. Run it in the loading transaction, with the
-- source tables' writers held (the seed's ALTER TABLE … DISABLE TRIGGER locks them).
CREATE FUNCTION dashboard_tallies_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
TRUNCATE dashboard_customer_days, dashboard_customers, dashboard_sales_days, dashboard_keychain_days, dashboard_refund_days, dashboard_gst_days;
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
INSERT INTO dashboard_keychain_days (day, font, colour, keychains)
SELECT (f.captured_at AT TIME ZONE 'Asia/Kolkata')::date, coalesce(k."fontFamily", ''), coalesce(k."textColor", ''), count(*)::int
FROM (SELECT p.order_id, min(p.captured_at) AS captured_at FROM payments p
      WHERE p.status = 'captured' AND p.purpose = 'order' AND p.order_id IS NOT NULL AND p.captured_at IS NOT NULL GROUP BY 1) f
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
SELECT DISTINCT lower(o.customer_email) FROM orders o WHERE o.payment_status IN ('completed', 'refunded');
UPDATE dashboard_customers c SET first_paid_placed_at = f.first_at
FROM (SELECT lower(o.customer_email) AS email, min(o.created_at) AS first_at FROM orders o
      WHERE o.payment_status IN ('completed', 'refunded') GROUP BY 1) f
WHERE f.email = c.email;
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
INSERT INTO dashboard_gst_days (day, kind, documents, taxable_paise, cgst_paise, sgst_paise, igst_paise)
SELECT (d.issued_at AT TIME ZONE 'Asia/Kolkata')::date, d.kind, count(*)::int, sum(d.taxable_paise)::bigint, sum(d.cgst_paise)::bigint,
       sum(d.sgst_paise)::bigint, sum(d.igst_paise)::bigint
FROM tax_documents d GROUP BY 1, 2;
END;
$$;
