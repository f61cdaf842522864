-- Scheduled jobs run once per period across server processes
-- (server/src/db/jobClaim.ts, docs/deployment.md). Every process
-- keeps its own timers; at each tick the process that takes the job's
-- advisory lock and finds its last run a period old records the run here
-- and does the pass; the others skip it. Written by hand: not a resource
-- declaration.
CREATE TABLE scheduled_job (
    name text PRIMARY KEY,
    -- The start of the last pass (the database's clock, not a process's).
    last_run_at timestamptz NOT NULL,
    -- Passes so far, and which process (host:pid) ran the last one.
    runs bigint NOT NULL,
    last_run_by text NOT NULL
);
