/** The inspection form builder and the inspection register (en-US). */
export const inspection = {
    app: {
        validation: {
            photo: '%{field} must be a photo sent from this form',
            location: '%{field} must be a latitude and a longitude',
            // Refusals of a photo upload (docs/api.md, "Inspection photos").
            photoQuotaAccountDay:
                'You have sent as many photos as you may in 24 hours: send this one later, or ask an administrator to raise the limit',
            photoQuotaAccountTotal:
                'Your photos take all the room your account may use: ask an administrator to raise the limit',
            photoQuotaPlantDay:
                'This plant has received as many photos as it may in 24 hours: send this one later, or ask an administrator to raise the limit',
            photoQuotaPlantTotal:
                "This plant's photos take all the room it may use: ask an administrator to raise the limit",
            photoStoreFull:
                'The server has no room left for photos and kept nothing: try again later, and tell an administrator',
        },
        inspection: {
            builder: {
                version:
                    'Version %{version}. Saving a change to the fields makes version %{next}.',
                field: 'Field %{n}',
                untitled: 'Field %{n} (no title yet)',
                add: 'Add field',
                remove: 'Remove field %{n}',
                moveUp: 'Move field %{n} up',
                moveDown: 'Move field %{n} down',
                drag: 'Drag field %{n} to reorder it',
                addOption: 'Add option',
                removeOption: 'Remove option %{n}',
                option: 'Option %{n}',
                moved: 'Field %{title} is now number %{n}',
                preview: 'Preview',
                previewHelp:
                    'The form as the inspector will see it. What you type here is not saved.',
                previewEmpty: 'Add a field to see the form.',
                defaultHint: {
                    4: 'true or false',
                    6: 'the value of one of the options',
                },
            },
            register: {
                chooseForm: 'Choose a form to fill in.',
                loadingForm: 'Loading the form…',
                answers: 'Answers',
                version: 'Form "%{name}", version %{version}',
                versionOld:
                    'Answered at version %{version}; the form is now at version %{current}.',
                justification: 'Justification of %{field}',
                justificationPhoto: 'Photo justifying %{field}',
                yes: 'Yes',
                no: 'No',
                noAnswer: 'Not answered',
                latitude: 'Latitude of %{field}',
                longitude: 'Longitude of %{field}',
                myPosition: 'Use my position for %{field}',
                positionFailed: 'Your position could not be read',
                pickOnMap: 'Pick %{field} on the map',
                hideMap: 'Hide the map of %{field}',
                mapHelp:
                    'Click the map to set the location; the fields above take it.',
                map: 'Map of %{field}',
            },
            photo: {
                choose: 'Choose a photo for %{field}',
                replace: 'Replace the photo of %{field}',
                remove: 'Remove the photo of %{field}',
                thumbnail: 'Photo of %{field}',
                uploading: 'Sending the photo…',
                tooLarge: 'The photo must have at most 5 MB',
                wrongType: 'The photo must be a JPEG, PNG or WebP image',
                failed: 'The photo could not be sent',
                gone: 'The photo was removed from the server: choose it again',
                loadFailed: 'The photo could not be shown',
            },
        },
    },
};
