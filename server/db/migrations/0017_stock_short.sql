-- Hand-written (docs/decisions/019): the order's write
-- statement fails by itself when a line's stock was short, so it can be sent together with its
-- COMMIT (the COMMIT of a failed transaction rolls back). Always raises SQLSTATE 'SL001' with the
-- product ids the statement did take as its DETAIL (comma-separated); the server names the first
-- short line from them (server/services/orders.ts `writePlacement`). VOLATILE: never folded away.
CREATE OR REPLACE FUNCTION "shop_stock_short"("taken" bigint[]) RETURNS integer
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'insufficient stock' USING ERRCODE = 'SL001', DETAIL = array_to_string("taken", ',');
END
$$;
