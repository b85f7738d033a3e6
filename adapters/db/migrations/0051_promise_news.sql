-- A compensation granted for a missed delivery promise (decision 063) is news for the order's open
-- page (decision 064): the sweep grants it while the order may not move at all, so nothing else
-- would tell the page.
CREATE TRIGGER promise_compensations_news AFTER INSERT ON promise_compensations
  FOR EACH ROW EXECUTE FUNCTION announce_order_news();
