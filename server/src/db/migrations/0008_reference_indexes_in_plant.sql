-- The indexes of a list filtered by a reference (the readings of one
-- sensor) carry the plant (INCLUDE subsidiary_id) on the tables read within
-- a plant (server/src/db/schema.ts, sortIndexes): the list's capped count,
-- `subsidiary_id = $1 AND sensor_id = $2`, then reads the index alone
-- instead of a heap page per reading. Written by `npm run db:migration
-- reference_indexes_in_plant`; the indexes they replace dropped by hand.
CREATE INDEX sensor_watershed_id_name_in_plant_sort_idx ON "sensor" ("watershed_id", "name", id) INCLUDE (subsidiary_id);
CREATE INDEX sensor_gateway_id_name_in_plant_sort_idx ON "sensor" ("gateway_id", "name", id) INCLUDE (subsidiary_id);
CREATE INDEX sensor_device_id_name_in_plant_sort_idx ON "sensor" ("device_id", "name", id) INCLUDE (subsidiary_id);
CREATE INDEX measure_sensor_id_date_in_plant_sort_idx ON "measure" ("sensor_id", "date", id) INCLUDE (subsidiary_id);
CREATE INDEX inspection_register_inspection_form_id_date_in_plant_sort_idx ON "inspection_register" ("inspection_form_id", "date", id) INCLUDE (subsidiary_id);
DROP INDEX sensor_watershed_id_name_sort_idx;
DROP INDEX sensor_gateway_id_name_sort_idx;
DROP INDEX sensor_device_id_name_sort_idx;
DROP INDEX measure_sensor_id_date_sort_idx;
DROP INDEX inspection_register_inspection_form_id_date_sort_idx;
