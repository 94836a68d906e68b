-- An event's recorded_at is the moment it was written, not the start of its transaction
-- (now()): in a long transaction (a 100,000-row apply) now() is seconds before the event, and
-- the transaction's own record, written last, then says when it committed.
alter table events alter column recorded_at set default clock_timestamp();
