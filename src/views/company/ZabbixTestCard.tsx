import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
    useMonitoringApi,
    type ZabbixIntegrationValues,
    type ZabbixTestResult,
} from '@/providers/monitoring/monitoringApi';

type Outcome =
    | { state: 'idle' | 'testing' }
    | {
          state: 'ok';
          result: ZabbixTestResult;
          tested: ZabbixIntegrationValues;
          unsaved: boolean;
      }
    | { state: 'failed'; error: unknown; tested: ZabbixIntegrationValues };

type Translate = ReturnType<typeof useTranslate>;

/** The chart's words for a failure (app.charts.failures), whatever threw it. */
const failureText = (
    translate: Translate,
    error: unknown,
    tested: ZabbixIntegrationValues
) => {
    const e = error as {
        name?: string;
        failure?: string;
        params?: Record<string, unknown>;
    };
    if (e?.name !== 'SeriesError' || !e.failure)
        return translate('app.charts.failures.failed');
    // An edited address the reference is not bound to: said as what it
    // is, and that the token did not go there.
    if (e.failure === 'binding' && tested.zabbixTokenRef?.trim())
        return translate('app.zabbixTest.binding', {
            ref: tested.zabbixTokenRef.trim(),
        });
    return translate(`app.charts.failures.${e.failure}`, e.params);
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** One check's line: what was found, and whether the product has it. */
interface Check {
    ok: boolean | 'unknown';
    text: string;
}

/** Each check of the answer, in the user's language. */
const checksOf = (translate: Translate, r: ZabbixTestResult): Check[] => {
    const checks: Check[] = [];
    if (r.items)
        checks.push(
            r.items.mapped === 0
                ? { ok: 'unknown', text: translate('app.zabbixTest.noItems') }
                : r.items.readable === 0
                  ? {
                        ok: false,
                        text: translate('app.zabbixTest.noRights', {
                            smart_count: r.items.mapped,
                        }),
                    }
                  : {
                        ok: true,
                        text: translate('app.zabbixTest.items', {
                            smart_count: r.items.mapped,
                            readable: r.items.readable,
                        }),
                    }
        );
    if (r.history)
        checks.push({
            ok: r.history === 'allowed',
            text: translate(
                r.history === 'allowed'
                    ? 'app.zabbixTest.historyAllowed'
                    : 'app.zabbixTest.historyDenied'
            ),
        });
    if (r.trends)
        checks.push({
            ok: r.trends === 'allowed',
            text: translate(
                r.trends === 'allowed'
                    ? 'app.zabbixTest.trendsAllowed'
                    : 'app.zabbixTest.trendsDenied'
            ),
        });
    return checks;
};

/** The answer: who answered, then each check; what is missing first. */
const Answer = ({
    result,
    unsaved,
}: {
    result: ZabbixTestResult;
    unsaved: boolean;
}) => {
    const translate = useTranslate();
    const checks = checksOf(translate, result);
    const missing = checks.filter(c => c.ok === false);
    const unknown = checks.some(c => c.ok === 'unknown');
    const severity = missing.length ? 'error' : unknown ? 'warning' : 'success';
    return (
        <Alert severity={severity} data-testid="zabbix-test-answer">
            <Stack spacing={0.5}>
                <span>
                    {result.url
                        ? translate('app.zabbixTest.ok', {
                              version: result.version,
                              url: result.url,
                          })
                        : translate('app.zabbixTest.okDefault', {
                              version: result.version,
                          })}
                </span>
                {unsaved && <span>{translate('app.zabbixTest.unsaved')}</span>}
                {missing.length ? (
                    <>
                        <strong>{translate('app.zabbixTest.missing')}</strong>
                        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
                            {missing.map(c => (
                                <li key={c.text}>{c.text}</li>
                            ))}
                        </ul>
                    </>
                ) : unknown ? null : (
                    <strong>{translate('app.zabbixTest.allGood')}</strong>
                )}
                <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
                    {checks
                        .filter(c => c.ok !== false)
                        .map(c => (
                            <li key={c.text}>{c.text}</li>
                        ))}
                </ul>
            </Stack>
        </Alert>
    );
};

/**
 * "Test connection" of a company's Zabbix integration, for administrators
 * (docs/zabbix.md, "Testing an integration"), inside the company's form:
 * it sends the Zabbix URL and token reference as the form holds them,
 * saved or not, and the server tries them through the same bindings as
 * the charts (a reference not bound to the address is refused, nothing
 * sent there), then checks what the charts and the last-seen poll need.
 * The card says who answered and each check, what is missing first.
 */
export const ZabbixTestCard = ({ companyId }: { companyId: string }) => {
    const translate = useTranslate();
    const api = useMonitoringApi();
    const saved = useRecordContext()?.apiIntegration as
        ZabbixIntegrationValues | null | undefined;
    const inForm = useWatch({ name: 'apiIntegration' }) as
        ZabbixIntegrationValues | null | undefined;
    const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
    const test = async () => {
        const tested: ZabbixIntegrationValues = {
            zabbixUrl: text(inForm?.zabbixUrl) || null,
            zabbixTokenRef: text(inForm?.zabbixTokenRef) || null,
        };
        const unsaved =
            tested.zabbixUrl !== (text(saved?.zabbixUrl) || null) ||
            tested.zabbixTokenRef !== (text(saved?.zabbixTokenRef) || null);
        setOutcome({ state: 'testing' });
        try {
            const { data } = await api.testZabbixIntegration(companyId, tested);
            setOutcome({ state: 'ok', result: data, tested, unsaved });
        } catch (error) {
            setOutcome({ state: 'failed', error, tested });
        }
    };
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby="zabbix-test-title"
            sx={{ width: '100%', mb: 2 }}
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
                            <Answer
                                result={outcome.result}
                                unsaved={outcome.unsaved}
                            />
                        )}
                        {outcome.state === 'failed' && (
                            <Alert severity="error">
                                {failureText(
                                    translate,
                                    outcome.error,
                                    outcome.tested
                                )}
                            </Alert>
                        )}
                    </div>
                </Stack>
            </CardContent>
        </Card>
    );
};
