-- Paging a stored preview by outcome without OFFSET: each row's rank among the rows of its
-- outcome, so page N of one outcome is a range scan however deep it is (100,000 rows).
alter table preview_rows add column if not exists outcome_rank integer;
create index if not exists preview_rows_outcome_rank on preview_rows (preview_id, outcome, outcome_rank);
