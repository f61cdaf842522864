-- Pages of entities are named by their entity (its `resources.<name>.name`
-- label) instead of a second key per page (`app.pages.adminCompany`).
UPDATE page SET code_intl = CASE code_intl
    WHEN 'adminCompany' THEN 'company'
    WHEN 'companyDetails' THEN 'company'
    WHEN 'adminSubsidiary' THEN 'subsidiary'
    WHEN 'subsidiaryDetails' THEN 'subsidiary'
    WHEN 'adminUser' THEN 'user'
    WHEN 'adminProfile' THEN 'profile'
    WHEN 'adminPage' THEN 'page'
    WHEN 'adminModule' THEN 'module'
    WHEN 'adminWatershed' THEN 'watershed'
    WHEN 'adminDevice' THEN 'device'
    WHEN 'inspectionForm' THEN 'inspection-form'
    WHEN 'inspectionRegister' THEN 'inspection-register'
    ELSE code_intl
END;
