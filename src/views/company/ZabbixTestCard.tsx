import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    useMonitoringApi,
    type ZabbixTestResult,
} from '@/providers/monitoringApi';

type Outcome =
    | { state: 'idle' | 'testing' }
    | { state: 'ok'; result: ZabbixTestResult }
    | { state: 'failed'; error: unknown };

/** The chart's words for a failure (app.charts.failures), whatever threw it. */
const failureText = (
    translate: ReturnType<typeof useTranslate>,
    error: unknown
) => {
    const e = error as {
        name?: string;
        failure?: string;
        params?: Record<string, unknown>;
    };
    return e?.name === 'SeriesError' && e.failure
        ? translate(`app.charts.failures.${e.failure}`, e.params)
        : translate('app.charts.failures.failed');
};

/**
 * "Test connection" of a company's Zabbix integration, for administrators
 * (docs/zabbix.md, "Each company's Zabbix"): the server asks the Zabbix
 * the saved integration names, with the token it holds for it, and the
 * card says the version found or what failed, as a chart would.
 */
export const ZabbixTestCard = ({ companyId }: { companyId: string }) => {
    const translate = useTranslate();
    const api = useMonitoringApi();
    const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
    const test = async () => {
        setOutcome({ state: 'testing' });
        try {
            const { data } = await api.testZabbixIntegration(companyId);
            setOutcome({ state: 'ok', result: data });
        } catch (error) {
            setOutcome({ state: 'failed', error });
        }
    };
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby="zabbix-test-title"
        >
            <CardContent>
                <Stack spacing={1.5}>
                    <Typography
                        variant="h6"
                        component="h2"
                        id="zabbix-test-title"
                    >
                        {translate('app.zabbixTest.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.zabbixTest.help')}
                    </Typography>
                    <div>
                        <Button
                            variant="outlined"
                            onClick={() => void test()}
                            disabled={outcome.state === 'testing'}
                        >
                            {translate(
                                outcome.state === 'testing'
                                    ? 'app.zabbixTest.testing'
                                    : 'app.zabbixTest.test'
                            )}
                        </Button>
                    </div>
                    <div role="status">
                        {outcome.state === 'ok' && (
                            <Alert severity="success">
                                {outcome.result.url
                                    ? translate('app.zabbixTest.ok', {
                                          version: outcome.result.version,
                                          url: outcome.result.url,
                                      })
                                    : translate('app.zabbixTest.okDefault', {
                                          version: outcome.result.version,
                                      })}
                            </Alert>
                        )}
                        {outcome.state === 'failed' && (
                            <Alert severity="error">
                                {failureText(translate, outcome.error)}
                            </Alert>
                        )}
                    </div>
                </Stack>
            </CardContent>
        </Card>
    );
};
