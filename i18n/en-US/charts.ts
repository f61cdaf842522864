/** The time-series charts (ranges, controls, states and what they say) and the readings' details. */
export const charts = {
    app: {
        filters: { gte: 'Since', lte: 'Until' },
        measure: {
            rule: {
                notRecorded:
                    'This reading was stored before the rules were recorded with readings.',
                noConfiguration:
                    'The plant has no alert configuration for this sensor type, so the level is the lowest.',
                noBound:
                    'The value reached none of the bounds configured for this sensor type.',
                reached:
                    'The value reached the %{level} bound (%{direction} %{bound}).',
                raised: 'Raised one level: it deviates %{deviation} % from the mean of the previous %{count} readings (%{mean}).',
            },
            previous: {
                title: 'Earlier readings of this sensor',
                compared:
                    'Compared with the mean of the previous %{count} readings, %{mean}: a deviation of %{deviation} %.',
                notCompared:
                    'The plant compares no earlier readings for this sensor type.',
                none: 'No earlier readings.',
            },
        },
        zabbixTest: {
            title: 'Zabbix integration',
            help: "Tests the Zabbix address and token reference as they are in the form above, saved or not (the server's Zabbix when both are empty): that the API answers, that the token reads the items this company's sensors name, and that its role may call history.get and trend.get, which the charts need.",
            test: 'Test connection',
            testing: 'Testing…',
            ok: 'Zabbix %{version} at %{url} answered and accepted the token.',
            okDefault:
                "The server's Zabbix %{version} answered and accepted the token.",
            unsaved: 'Tested the values in the form, which are not saved yet.',
            allGood:
                'Everything the charts and the last-seen poll need is there.',
            missing: 'Missing for the charts or the last-seen poll:',
            items: "The token reads %{readable} of the %{smart_count} Zabbix item this company's sensors name. |||| The token reads %{readable} of the %{smart_count} Zabbix items this company's sensors name.",
            noRights:
                "The token reads none of the %{smart_count} Zabbix item this company's sensors name: its user has no read rights on the item's host in Zabbix, or the item does not exist. Charts and the last-seen poll will find nothing. |||| The token reads none of the %{smart_count} Zabbix items this company's sensors name: its user has no read rights on their hosts in Zabbix, or the items do not exist. Charts and the last-seen poll will find nothing.",
            noItems:
                "No sensor of this company names a Zabbix item yet, so the token's rights on hosts could not be checked.",
            historyAllowed: 'Its role may call history.get (the charts).',
            historyDenied:
                "Its role in Zabbix may not call history.get: no chart can be drawn. Allow the method in the user role's API access.",
            trendsAllowed:
                'Its role may call trend.get (charts of long ranges).',
            trendsDenied:
                "Its role in Zabbix may not call trend.get: charts of ranges longer than Zabbix keeps history cannot be drawn. Allow the method in the user role's API access.",
            binding:
                'The token reference "%{ref}" is not bound to this Zabbix address or to this company in the server\'s secrets, so its token was not sent there. Use the address the reference is bound to, or a reference bound to this address.',
        },
        charts: {
            title: 'Time series',
            range: 'Time range',
            ranges: {
                '1h': 'Last hour',
                '24h': '24 h',
                '7d': '7 days',
                '30d': '30 days',
                custom: 'Custom',
            },
            from: 'From',
            to: 'To',
            apply: 'Show',
            tooLongRange: 'A range can span at most 366 days: shorten it.',
            beyondRetention:
                'Zabbix keeps data for %{days} days: choose a start after %{earliest}.',
            badRange: 'The end must come after the start',
            zoomIn: 'Zoom in',
            zoomOut: 'Zoom out',
            resetZoom: 'Show the whole range',
            refresh: 'Refresh',
            download: 'Download CSV',
            lastUpdated: 'Updated at %{time}',
            loading: 'Loading the series…',
            empty: 'No data in this period',
            retry: 'Try again',
            truncated:
                'This period holds more than 1,000 readings: the latest 1,000 are shown. Choose a shorter range to see the rest.',
            unitMismatch:
                '%{name}: Zabbix gives this item in %{zabbixUnit}, the sensor is in %{unit}, and one cannot be converted into the other. The values are drawn as Zabbix gives them, without the thresholds (written in %{unit}).',
            failures: {
                unreachable: 'Zabbix could not be reached.',
                blocked:
                    'Zabbix could not be reached: the server is down or does not allow this origin (CORS).',
                refused: 'Zabbix refused the access token.',
                headerMode:
                    'Zabbix %{version} ignores the token in the Authorization header (read from version 6.4 on): set the authentication mode to "field" or "auto".',
                denied: "The token's role in Zabbix may not call %{method}.",
                timeout: 'Zabbix did not answer within %{seconds} seconds.',
                noItem: 'This sensor has no Zabbix item, so there is no series to show.',
                missingItem:
                    'Zabbix returned no item %{item}: it does not exist or this token has no rights on its host.',
                config: "The server holds no token for this company's Zabbix integration.",
                binding:
                    "The token of this company's Zabbix integration is not bound to this company or to this Zabbix address in the server's secrets.",
                address:
                    "The server does not call this Zabbix: its address is in a local or private network that the server's configuration does not allow.",
                addressOf:
                    'The server does not call %{host}: its address is in a local or private network. Allow it in OUTBOUND_ALLOWED_HOSTS to use it.',
                tooLarge: "Zabbix's answer was larger than the server reads.",
                rangeRefused:
                    'Zabbix could not answer this range: “%{reason}” Choose a shorter range.',
                failed: 'The series could not be read.',
            },
            threshold: '%{level} %{direction} %{value}',
            thresholdOf: '%{source}: %{threshold}',
            direction: { above: '≥', below: '≤' },
            summary: '%{count} readings from %{from} to %{to}. %{ranges}.',
            hourlyAverages:
                "Hourly averages: this range is read from Zabbix's trends, one point per hour, with the hour's lowest and highest reading as a band.",
            summaryTrends:
                "%{count} hourly averages from %{first} to %{last} (range %{from} to %{to}), each with its hour's lowest and highest reading. %{ranges}.",
            seriesRange: '%{name}: lowest %{min}, highest %{max}',
            readings: 'Recorded readings',
            reading: 'Recorded reading %{value} at %{time}, %{criticality}',
            readingsShown:
                'Points: %{smart_count} reading recorded in the console. |||| Points: %{smart_count} readings recorded in the console.',
            markedReading:
                'The ringed point is this reading, %{value} at %{time}.',
            csv: {
                sensor: 'sensor',
                time: 'time',
                value: 'value',
                unit: 'unit',
                min: 'min',
                max: 'max',
                kind: 'kind',
                kinds: { history: 'reading', trends: 'hourly average' },
            },
        },
    },
};
