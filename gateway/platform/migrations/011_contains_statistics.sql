-- Big lists (issue 17): statistics of the sku and gtin texts, which "contains" filters read. Without
-- them the planner guesses how many rows `ILIKE '%text%'` matches from the text's length alone (each
-- character five times fewer): `gtin contains "5999900"` looked like 10 of the 100,000-SKU company's
-- rows, where 20,000 match, so its first page in id order was read by fetching and sorting all
-- 20,000 through the trigram index (80 ms) instead of walking the id order to the first 50 of them.
-- With a sample of the values it counts the matches in the sample. The trigram indexes of 010 do not
-- give the planner one (it reads no statistics of a partial index's expressions), hence statistics
-- of their own (of expressions: PostgreSQL 14+; an older server applies the migration without them).
do $$ begin execute $s$create statistics if not exists records_sku_text on ((data #>> '{sku}')) from records$s$; execute $s$create statistics if not exists records_gtin_text on ((data #>> '{gtin}')) from records$s$; exception when others then raise notice 'no statistics of expressions: "contains" filters are estimated from their text'; end $$;
analyze records;
