-- Accent- and case-insensitive search: "piezometro"
-- finds "Piezômetro". `search_fold` lowers a text and drops the accents of
-- Portuguese (the `unaccent` extension's function is not IMMUTABLE, so it
-- cannot be indexed; `translate` is, and needs no extension); the API folds
-- the term the same way (shared/domain/searchFold.ts: keep both letter
-- lists equal). A search is a substring match (`LIKE '%term%'`), which only
-- a trigram index serves: pg_trgm, a trusted extension since PostgreSQL 13
-- (the database owner may create it) and a PGlite contrib module
-- (server/src/db/pglite.ts loads it). Upper-case accented letters are
-- listed too: lower() of a C-locale database leaves them as they are.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE FUNCTION search_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT translate(lower($1),
        'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
        'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') $$;
-- One index per searched column (server/src/db/repository/reads.ts): the
-- folded text, or the stored form of a masked value (a CNPJ, CEP, phone or
-- EUI, searched by ILIKE, which trigram indexes serve as well). A condition
-- with an unindexed arm would read the whole table.
CREATE INDEX company_cnpj_search_idx ON "company" USING gin (("cnpj") gin_trgm_ops);
CREATE INDEX company_name_search_idx ON "company" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX company_corporate_name_search_idx ON "company" USING gin ((search_fold("corporate_name")) gin_trgm_ops);
CREATE INDEX company_address_cep_search_idx ON "company" USING gin ((("address" ->> 'cep')) gin_trgm_ops);
CREATE INDEX company_address_county_search_idx ON "company" USING gin ((search_fold(("address" ->> 'county'))) gin_trgm_ops);
CREATE INDEX subsidiary_name_search_idx ON "subsidiary" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX subsidiary_cnpj_search_idx ON "subsidiary" USING gin (("cnpj") gin_trgm_ops);
CREATE INDEX subsidiary_address_cep_search_idx ON "subsidiary" USING gin ((("address" ->> 'cep')) gin_trgm_ops);
CREATE INDEX subsidiary_address_county_search_idx ON "subsidiary" USING gin ((search_fold(("address" ->> 'county'))) gin_trgm_ops);
CREATE INDEX user_name_search_idx ON "user" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX user_email_search_idx ON "user" USING gin ((search_fold("email")) gin_trgm_ops);
CREATE INDEX profile_name_search_idx ON "profile" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX page_code_intl_search_idx ON "page" USING gin ((search_fold("code_intl")) gin_trgm_ops);
CREATE INDEX page_url_search_idx ON "page" USING gin ((search_fold("url")) gin_trgm_ops);
CREATE INDEX module_code_intl_search_idx ON "module" USING gin ((search_fold("code_intl")) gin_trgm_ops);
CREATE INDEX watershed_name_search_idx ON "watershed" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX watershed_main_river_search_idx ON "watershed" USING gin ((search_fold("main_river")) gin_trgm_ops);
CREATE INDEX device_name_search_idx ON "device" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX device_manufacturer_search_idx ON "device" USING gin ((search_fold("manufacturer")) gin_trgm_ops);
CREATE INDEX device_serial_number_search_idx ON "device" USING gin ((search_fold("serial_number")) gin_trgm_ops);
CREATE INDEX gateway_gateway_eui_search_idx ON "gateway" USING gin (("gateway_eui") gin_trgm_ops);
CREATE INDEX gateway_name_search_idx ON "gateway" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX sensor_dev_eui_search_idx ON "sensor" USING gin ((replace("dev_eui", ':', '')) gin_trgm_ops);
CREATE INDEX sensor_name_search_idx ON "sensor" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX measure_note_search_idx ON "measure" USING gin ((search_fold("note")) gin_trgm_ops);
CREATE INDEX simulation_title_search_idx ON "simulation" USING gin ((search_fold("title")) gin_trgm_ops);
CREATE INDEX contact_name_search_idx ON "contact" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX contact_role_search_idx ON "contact" USING gin ((search_fold("role")) gin_trgm_ops);
CREATE INDEX contact_phone_search_idx ON "contact" USING gin (("phone") gin_trgm_ops);
CREATE INDEX instruction_title_search_idx ON "instruction" USING gin ((search_fold("title")) gin_trgm_ops);
CREATE INDEX inspection_form_name_search_idx ON "inspection_form" USING gin ((search_fold("name")) gin_trgm_ops);
CREATE INDEX inspection_register_notes_search_idx ON "inspection_register" USING gin ((search_fold("notes")) gin_trgm_ops);
