-- A preview's rows are paged by index (the primary key) or by rank within an outcome
-- (preview_rows_outcome_rank, 004); this older index by outcome and index serves no query and
-- cost a third of the index writes of every stored preview row.
drop index if exists preview_rows_outcome;
