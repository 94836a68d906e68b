-- Sign-in throttling (DESIGN §3, §8): a counter per key — an (account, address) pair or an
-- address — and the time of its last attempt, from which the current delay is derived.
alter table login_attempts rename column window_start to last_attempt_at;
