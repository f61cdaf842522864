-- measure.criticalityRule: no column criticality_rule
ALTER TABLE "measure" ADD COLUMN "criticality_rule" jsonb;
