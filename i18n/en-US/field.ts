/** The field app's strings (src/field/, docs/field-app.md). */
export const field = {
    app: {
        field: {
            name: 'Field app',
            // The installed app's names (the web app manifest, built by
            // build/serviceWorker.ts).
            manifest: {
                name: 'Plant monitoring: field app',
                shortName: 'Plants in the field',
                description:
                    'Manual readings, inspections and the plant’s alerts, with or without a network',
            },
            bottomMenu: 'Main menu',
            offline:
                'No network. What you save stays on this device and is sent when the network returns.',
            offlineWaiting:
                'No network. One record waits on this device and is sent when the network returns. |||| No network. %{smart_count} records wait on this device and are sent when the network returns.',
            sessionEnded:
                'Your session has ended. Sign in again to send the record waiting: it stays on this device. |||| Your session has ended. Sign in again to send the %{smart_count} records waiting: they stay on this device.',
            signInAgain: 'Sign in again',
            keptFrom: 'Kept on this device: data of %{date}.',
            noCopy: 'This screen needs the network once: this device keeps no copy of it yet.',
            openConsole: 'Open the full console',
            openFieldApp: 'Open the field app',
            logoutTitle: 'Sign out?',
            logoutPending:
                'One record has not been sent. Signing out deletes it from this device. |||| %{smart_count} records have not been sent. Signing out deletes them from this device.',
            stay: 'Stay signed in',
            logoutAnyway: 'Sign out and delete',
            photoKeeping: 'Keeping the photo…',
            photoNotKept: 'The photo could not be kept on this device.',
            outbox: {
                waiting:
                    'One record waiting to send. |||| %{smart_count} records waiting to send.',
                sending:
                    'Sending one record… |||| Sending %{smart_count} records…',
                waitingOne: 'Waiting to send',
                refused: 'Refused',
                refusedHere:
                    'One record was refused by the server: fix it or remove it. |||| %{smart_count} records were refused by the server: fix or remove them.',
                sentCount: 'One record sent. |||| %{smart_count} records sent.',
                refusedCount:
                    'One record was refused: it stays on this device with the reason. |||| %{smart_count} records were refused: they stay on this device with the reason.',
                empty: 'Nothing waiting on this device.',
                fix: 'Fix',
                fixing: 'Fixing a refused record: it is sent again when saved.',
                resend: 'Send again',
                remove: 'Remove',
                removeNamed: 'Remove %{name}',
                removeTitle: 'Remove from this device?',
                removeText:
                    '“%{name}” has not been sent and will be lost. This action can’t be undone.',
                sentTitle: 'Sent from this device',
                sentAt: 'Sent %{date}',
            },
            home: {
                alerts: 'Alerts to answer (%{smart_count})',
                noAlerts: 'No open alert waits for an answer.',
                acknowledged: 'Alert acknowledged',
                acknowledgeFailed: 'The alert could not be acknowledged',
                acknowledgeNamed: 'Acknowledge the alert of %{device}',
                acknowledgeNeedsNetwork:
                    'Acknowledging an alert needs the network.',
                offlineSensors: 'Sensors without data (%{smart_count})',
                allSensorsOnline:
                    'The sensor is sending data. |||| All %{smart_count} sensors are sending data.',
                lastSeen: 'Last data %{date}',
                neverSeen: 'Never sent data',
                inspections: 'Inspections due (%{smart_count})',
                lastFilled: 'Last filled in %{date}',
                neverFilled: 'Never filled in',
                due: 'Due',
                upToDate: 'Done in the last 24 h',
            },
            measure: {
                findSensor: 'Find the sensor',
                search: 'Name, code or DevEUI',
                searchHelp: 'Or read the QR code on the sensor.',
                sensors: 'Sensors found',
                noSensor: 'No sensor matches.',
                scan: 'Read QR code',
                camera: 'Camera',
                cameraFailed: 'The camera could not be opened.',
                readingOf: 'Reading of %{sensor}',
                check: 'Check reading',
                checkTitle: 'Check before saving',
                checkFailed: 'The reading could not be checked.',
                serverCriticality: 'Criticality given by the server:',
                criticalityLater:
                    'No network: the server gives the criticality when the reading arrives. Compare with the readings this device keeps.',
                localComparison:
                    'Mean of the %{count} readings kept: %{mean} (deviation of %{deviation} %).',
                implausibleAbove:
                    'Above the sensor’s valid range (at most %{bound}): say why in the note.',
                implausibleBelow:
                    'Below the sensor’s valid range (at least %{bound}): say why in the note.',
                noteNeeded: 'Say why the value is outside the valid range.',
                valueRequired: 'Type the value read.',
                unreadValue: 'The value is not a number.',
                save: 'Save reading',
                saved: 'Reading saved',
                otherSensor: 'Another sensor',
                waiting: 'Readings on this device',
            },
            inspection: {
                forms: 'Forms to fill in',
                noForms: 'The plant has no active inspection form.',
                version:
                    'Version %{version}, one question |||| Version %{version}, %{smart_count} questions',
                fill: 'Fill in',
                fillNamed: 'Fill in %{form}',
                inProgress: 'Registers in progress',
                conclusion: 'Conclusion',
                save: 'Save register',
                saved: 'Register saved',
                fixAnswers: 'Some answers need fixing',
                formMissing:
                    'This form is not on this device: open the inspections with the network.',
                versionChanged:
                    'The form changed since this register was filled in: the answers were carried to the questions with the same title. Check them before sending.',
            },
            emergency: {
                none: 'The plant has no emergency instruction.',
            },
        },
    },
};
