-- "user".identity_subject starts as a random uuid (the embedded sign-in's
-- `sub`). identity_linked says an external identity provider's subject took
-- its place at a first sign-in by verified e-mail: that link is never
-- replaced by another subject carrying the same e-mail.
ALTER TABLE "user" ADD COLUMN identity_linked boolean NOT NULL DEFAULT false;
