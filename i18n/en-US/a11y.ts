/** Accessibility and honesty strings: failures in place, titles. */
export const a11y = {
    app: {
        a11y: {
            listFailed: 'The list could not be loaded.',
            retry: 'Try again',
            documentTitle: '%{page} · %{app}',
            appName: 'Plant Monitoring',
            configFailedTitle: 'The console cannot start',
            configFailed:
                'Its configuration file (/config.json) is missing or broken. Tell whoever deployed it.',
            configProblem: {
                unreachable: 'the file /config.json could not be fetched',
                status: 'the server answered HTTP %{status} for the file /config.json',
                notJson: 'the file /config.json is not JSON',
                keys: 'bad or missing keys in the file /config.json: %{keys}',
            },
            startFailed:
                'Something it needs could not be loaded. Check the connection.',
            zoomIn: 'Zoom in',
            zoomOut: 'Zoom out',
            closePopup: 'Close the details',
            configFailedDetail: 'What is wrong: %{message}',
        },
    },
};
