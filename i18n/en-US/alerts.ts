/** Alerts: the alerts screen, their actions, the dashboard's open alerts and what the shell says of them (en-US). */
export const alerts = {
    app: {
        alerts: {
            titleCount: '(%{count}) %{title}',
            announce: {
                critical: 'New critical alert: %{device}',
                criticalUnnamed: 'New critical alert',
            },
            stream: {
                live: 'Updated as alerts change',
                polling: 'Updated every 30 seconds',
            },
            fields: {
                level: 'Level',
                device: 'Device',
                value: 'Value',
                state: 'State',
                cause: 'Cause',
                openedAt: 'Opened',
                updatedAt: 'Updated',
                closedAt: 'Closed',
                acknowledged: 'Acknowledged',
                comment: 'Comment',
                closeReason: 'Reason for closing',
                sensor: 'Sensor',
            },
            state: { open: 'Open', closed: 'Closed' },
            cause: { criticality: 'Reading', silence: 'No data' },
            acknowledgedChoice: {
                true: 'Acknowledged',
                false: 'Not acknowledged',
            },
            notAcknowledged: 'Not acknowledged',
            acknowledgedBy: '%{name}, %{time}',
            mutedUntil: 'Muted until %{time}',
            autoClosed: 'Back to normal (automatic)',
            noValue: 'No reading',
            empty: 'No alert matches.',
            openDetails: 'Open the alert on %{device} opened %{time}',
            details: {
                title: 'Alert on %{device}',
                notFound: 'This alert does not exist in this power plant.',
                back: 'All alerts',
                chart: 'Chart around the alert',
                chartHelp:
                    'The sensor chart from 6 h before to 6 h after, the reading marked.',
                viewOnly:
                    'View only: you can see this alert but not acknowledge, close or mute it.',
            },
            history: {
                title: 'History',
                opened: 'Opened at level %{level}',
                raised: 'Raised to %{level}',
                acknowledged: 'Acknowledged by %{name}',
                closed: 'Closed by %{name}',
                closedAuto: 'Closed automatically: back to normal',
                notified:
                    'Notification: %{smart_count} message to contacts |||| Notification: %{smart_count} messages to contacts',
                held: 'Notification held: sensor muted until %{time}',
                released:
                    'Mute over: the held notification goes to the contacts now',
                escalated: 'Sent again, not acknowledged (%{count})',
                muted: 'Sensor muted until %{time}: %{reason}',
                unmuted: 'Sensor no longer muted',
                other: 'Change: %{type}',
                value: 'Reading: %{value}',
                comment: 'Comment: %{comment}',
                reason: 'Reason: %{reason}',
                someone: 'someone',
            },
            actions: {
                acknowledge: 'Acknowledge',
                close: 'Close alert',
                mute: 'Mute sensor',
                confirmAcknowledge: 'Acknowledge',
                confirmClose: 'Close',
                confirmMute: 'Mute',
                unmute: 'End silence',
            },
            dialogs: {
                acknowledgeTitle: 'Acknowledge the alert on %{device}',
                acknowledgeHelp:
                    'Says to everyone that you have seen it and are handling it.',
                comment: 'Comment (optional)',
                closeTitle: 'Close the alert on %{device}',
                reason: 'Reason',
                reasonRequired: 'Say why the alert is closed.',
                muteTitle: 'Mute notifications of %{device}',
                muteHelp:
                    'Alerts still open and show on screen; contacts hear of them at the time below if they are still open and unacknowledged then.',
                duration: 'For',
                durations: {
                    h1: '1 hour',
                    h4: '4 hours',
                    h8: '8 hours',
                    h24: '24 hours',
                    h72: '3 days',
                },
                until: 'Muted until %{time}',
                muteReason: 'Reason (maintenance, calibration…)',
                muteReasonRequired: 'Say why the sensor is muted.',
            },
            done: {
                acknowledged: 'Alert acknowledged',
                closed: 'Alert closed',
                muted: 'Notifications muted until %{time}',
                unmuted: 'Sensor notifications turned back on',
            },
            failed: 'The action failed: %{error}',
            chartMark: 'Alert reading',
            delivery: {
                status: {
                    queued: 'Waiting',
                    sent: 'Sent',
                    failed: 'Failed',
                    kept: 'Kept in the outbox',
                },
                count: {
                    queued: '%{smart_count} waiting',
                    sent: '%{smart_count} sent',
                    failed: '%{smart_count} failed',
                    kept: '%{smart_count} kept in the outbox (no channel configured)',
                },
                channel: { sms: 'SMS', email: 'E-mail' },
                server: { email: 'the SMTP server', sms: 'the SMS webhook' },
                to: '%{name} (%{recipient})',
                listLabel: 'Messages of this notification',
                reasons: {
                    unreachable: 'could not reach %{channel}',
                    webhookStatus: 'the SMS webhook answered %{status}',
                    notAllowed:
                        "%{channel} is on a local or private address the server's configuration does not allow",
                    other: '%{error}',
                },
                detail: {
                    sent: 'Sent on %{time}, at the first try |||| Sent on %{time}, after %{smart_count} tries',
                    failed: 'Failed on %{time} after %{smart_count} try: %{reason} |||| Failed on %{time} after %{smart_count} tries: %{reason}',
                    retrying:
                        'Try %{smart_count} failed: %{reason}. Next try on %{next}',
                    queued: 'Waiting since %{time}',
                    kept: 'No channel is configured for it: it stays in the outbox',
                },
            },
            outbox: {
                help: 'Every message to the plant’s contacts and what became of it. A message that cannot be delivered is retried until its retry time runs out (24 hours unless the server says otherwise), then shows as failed with the reason.',
                fields: {
                    createdAt: 'Queued',
                    contact: 'Contact',
                    channel: 'Channel',
                    status: 'State',
                    attempts: 'Tries',
                    detail: 'What happened',
                    about: 'About',
                },
                alert: 'Alert #%{id}',
                drill: 'Drill #%{id}',
                retry: 'Retry now',
                retryLabel: 'Retry now: %{channel} to %{recipient}',
                retried: 'The message will be tried now',
                viewOnly:
                    'View only: you can see the messages but not retry them.',
            },
            deliveries: {
                title: 'Notifications not delivered',
                failed: '%{smart_count} message failed in the last 24 hours |||| %{smart_count} messages failed in the last 24 hours',
                pending:
                    '%{smart_count} message waiting for more than %{minutes} minutes |||| %{smart_count} messages waiting for more than %{minutes} minutes',
                seeOutbox: 'See the outbox',
            },
            dashboard: {
                title: 'Alerts to answer',
                pending:
                    '%{smart_count} open alert not acknowledged |||| %{smart_count} open alerts not acknowledged',
                none: 'No open alert waits for an answer.',
                seeAll: 'See all alerts',
            },
            sensor: {
                title: 'Open alerts on this sensor',
                none: 'No open alert on this sensor.',
                muted: 'Notifications muted until %{time} by %{name}: %{reason}',
                notMuted:
                    "Notifications on: the plant's contacts hear of this sensor's alerts.",
            },
        },
    },
};
