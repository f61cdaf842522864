/** The power plant's editor: its tabs, the location map and the alert configuration (en-US). */
export const plant = {
    app: {
        // The builders' tabbed form (ResourceForm), first used by the plant.
        form: { tabHasErrors: 'has errors' },
        plant: {
            tabs: {
                details: 'Details',
                alerts: 'Alert configuration',
            },
            map: {
                label: "Map of the power plant's location",
                hint: 'Click the map to set the latitude and longitude, or drag the marker. On the focused map, the arrow keys move it and Enter places the point at the cross in the centre. You can also type them in the fields above.',
                hintReadOnly:
                    'The marker shows the saved location; while editing, a click on the map moves it.',
                unavailable:
                    'The map could not be loaded; type the latitude and longitude in the fields above.',
                marker: 'Power plant location',
                locationSet: 'Power plant location set by map click',
            },
            alerts: {
                direction: {
                    above: 'Alert when the value rises',
                    below: 'Alert when the value falls',
                },
                entry: 'Alert for %{sensorType}',
                newEntry: 'New alert',
                scale: 'Threshold scale',
                axis: {
                    above: 'higher values →',
                    below: 'lower values →',
                },
                scaleEmpty: 'Fill in the thresholds to see them on the scale.',
                outOfOrder:
                    'The levels are out of order: each must come after the one before it on the scale.',
                previous: 'Comparison with previous measures',
            },
        },
    },
};
