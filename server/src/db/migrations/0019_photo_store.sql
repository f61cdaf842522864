-- Inspection photos' bytes move to a file store (server/src/photos/,
-- docs/robustness.md "Inspection photos"): the row keeps the metadata and the key.
-- Rows written before keep their bytes until the server's start-up moves
-- them out (movePhotosToStore), one by one, and clears them.
ALTER TABLE "inspection_photo" ADD COLUMN "store_key" text;
ALTER TABLE "inspection_photo" ALTER COLUMN "bytes" DROP NOT NULL;
