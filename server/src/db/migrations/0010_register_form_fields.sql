-- Registers stored with an empty copy of their form (the demo seed wrote
-- them so until it copied the fields as the API does) showed their answers
-- under no question. Where the form is still at the register's version its
-- fields are exactly the questions answered; a form changed since has no
-- copy of that version left, and those registers read as before.
UPDATE "inspection_register" r SET "form_fields" = f."fields"
FROM "inspection_form" f
WHERE f."id" = r."inspection_form_id"
  AND f."version" = r."form_version"
  AND r."form_fields" = '[]'::jsonb;
