-- A company's apiIntegration now decides which Zabbix reads its sensors
-- (docs/zabbix.md, "Each company's Zabbix"). The demo seed wrote an
-- example integration (a made-up URL and a token reference no server
-- holds) for its first company, which would cut that company's demo
-- sensors off the embedded simulator: it is cleared where it is still
-- exactly the seed's example. A real company's integration is untouched.
UPDATE "company" SET "api_integration" = '{}'::jsonb
WHERE "api_integration" ->> 'zabbixUrl' = 'https://monitoramento.valeparanaiba.com.br/zabbix/api_jsonrpc.php'
  AND "api_integration" ->> 'zabbixTokenRef' = 'vault:zabbix/vale-paranaiba';
