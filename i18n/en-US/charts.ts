/** The time-series charts: ranges, controls, states and what they say. */
export const charts = {
    app: {
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
            failures: {
                unreachable: 'Zabbix could not be reached.',
                refused: 'Zabbix refused the access token.',
                timeout: 'Zabbix did not answer within 10 seconds.',
                noItem: 'This sensor has no Zabbix item, so there is no series to show.',
                failed: 'The series could not be read.',
            },
            threshold: '%{level} %{direction} %{value}',
            direction: { above: '≥', below: '≤' },
            summary:
                '%{count} readings from %{from} to %{to}; lowest %{min}, highest %{max}.',
            csv: {
                sensor: 'sensor',
                time: 'time',
                value: 'value',
                unit: 'unit',
            },
        },
    },
};
