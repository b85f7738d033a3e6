-- Order news (decision 064): every committed change a buyer's open order page shows is announced on
-- the channel kupi_order_news, its payload the order's id and nothing else; a delivery that becomes
-- due (a paid order's new delivery, a retried one) also on kupi_delivery_due, which wakes the
-- delivery worker. PostgreSQL delivers a notification when its transaction commits and folds equal
-- ones of one transaction into one, so a unit of work that changes the order, its payment and its
-- delivery announces it once, and a rolled-back one never.
CREATE FUNCTION announce_order_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kupi_order_news', NEW.order_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION announce_order_row_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kupi_order_news', NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION announce_delivery_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kupi_delivery_due', NEW.order_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_news AFTER UPDATE ON orders
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION announce_order_row_news();
--> statement-breakpoint
CREATE TRIGGER payments_news AFTER INSERT OR UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION announce_order_news();
--> statement-breakpoint
CREATE TRIGGER refunds_news AFTER INSERT OR UPDATE OF status ON refunds
  FOR EACH ROW EXECUTE FUNCTION announce_order_news();
--> statement-breakpoint
-- A lease taken or renewed changes neither the status nor the units: the page has nothing new then.
CREATE TRIGGER deliveries_news AFTER UPDATE ON deliveries
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.units IS DISTINCT FROM NEW.units)
  EXECUTE FUNCTION announce_order_news();
--> statement-breakpoint
CREATE TRIGGER deliveries_opened AFTER INSERT ON deliveries
  FOR EACH ROW EXECUTE FUNCTION announce_order_news();
--> statement-breakpoint
CREATE TRIGGER deliveries_due AFTER INSERT OR UPDATE OF status ON deliveries
  FOR EACH ROW WHEN (NEW.status = 'queued') EXECUTE FUNCTION announce_delivery_due();
