import {
    assessCriticality,
    deviatesFromPrevious,
    findAlertThresholds,
    type AlertThresholds,
} from '@shared/domain/criticality';

/** The criticality alone, as the tests below ask it. */
const computeCriticality = (
    value: number,
    config: AlertThresholds | undefined,
    previousValues: readonly number[] = []
) => assessCriticality(value, config, previousValues).criticality;

const level: AlertThresholds = {
    sensorType: 'level',
    direction: 'above',
    low: 10,
    medium: 20,
    high: 30,
    critical: 40,
};

describe('computeCriticality', () => {
    it('is low without a configuration for the sensor type', () => {
        expect(computeCriticality(1e9, undefined)).toBe('low');
    });

    it('takes the highest bound reached going up', () => {
        expect(computeCriticality(5, level)).toBe('low');
        expect(computeCriticality(19.99, level)).toBe('low');
        expect(computeCriticality(20, level)).toBe('medium');
        expect(computeCriticality(35, level)).toBe('high');
        expect(computeCriticality(40, level)).toBe('critical');
        expect(computeCriticality(400, level)).toBe('critical');
    });

    it('reads bounds downwards for direction below', () => {
        const voltage: AlertThresholds = {
            sensorType: 'voltage',
            direction: 'below',
            medium: 210,
            high: 200,
            critical: 190,
        };
        expect(computeCriticality(220, voltage)).toBe('low');
        expect(computeCriticality(210, voltage)).toBe('medium');
        expect(computeCriticality(195, voltage)).toBe('high');
        expect(computeCriticality(100, voltage)).toBe('critical');
    });

    it('skips bounds left empty', () => {
        const onlyCritical: AlertThresholds = {
            sensorType: 'flow',
            direction: 'above',
            low: null,
            critical: 100,
        };
        expect(computeCriticality(99, onlyCritical)).toBe('low');
        expect(computeCriticality(100, onlyCritical)).toBe('critical');
    });

    it('raises one level when the reading deviates from the previous mean', () => {
        const cfg = {
            ...level,
            numberOfPreviousMeasures: 3,
            compareToPreviousMeasure: 10,
        };
        // Mean of the 3 latest is 10; 12 deviates by 20 %.
        expect(computeCriticality(12, cfg, [10, 9, 11, 500])).toBe('medium');
        // 10.5 deviates by 5 %: no raise.
        expect(computeCriticality(10.5, cfg, [10, 9, 11, 500])).toBe('low');
        // Never beyond critical.
        expect(computeCriticality(45, cfg, [1, 1, 1])).toBe('critical');
    });

    it('does not compare without previous readings or settings', () => {
        expect(
            computeCriticality(
                12,
                { ...level, numberOfPreviousMeasures: 3 },
                [1]
            )
        ).toBe('low');
        expect(
            computeCriticality(
                12,
                {
                    ...level,
                    numberOfPreviousMeasures: 3,
                    compareToPreviousMeasure: 10,
                },
                []
            )
        ).toBe('low');
    });
});

describe('deviatesFromPrevious', () => {
    const cfg = {
        ...level,
        numberOfPreviousMeasures: 2,
        compareToPreviousMeasure: 50,
    };
    it('uses only the latest N readings', () => {
        expect(deviatesFromPrevious(100, cfg, [100, 100, 1, 1])).toBe(false);
        expect(deviatesFromPrevious(100, cfg, [1, 1, 100, 100])).toBe(true);
    });
    it('treats any change from a zero mean as a deviation', () => {
        expect(deviatesFromPrevious(0, cfg, [0, 0])).toBe(false);
        expect(deviatesFromPrevious(0.1, cfg, [0, 0])).toBe(true);
    });
    it('compares magnitudes for negative means', () => {
        expect(deviatesFromPrevious(-14, cfg, [-10, -10])).toBe(false);
        expect(deviatesFromPrevious(-16, cfg, [-10, -10])).toBe(true);
    });
});

describe('findAlertThresholds', () => {
    it('finds the entry of the sensor type', () => {
        expect(findAlertThresholds([level], 'level')).toBe(level);
        expect(findAlertThresholds([level], 'flow')).toBeUndefined();
        expect(findAlertThresholds(null, 'level')).toBeUndefined();
    });
});

describe('assessCriticality', () => {
    const compared: AlertThresholds = {
        ...level,
        numberOfPreviousMeasures: 3,
        compareToPreviousMeasure: 20,
    };

    it('records the bound reached and the comparison made', () => {
        const { criticality, rule } = assessCriticality(
            25,
            compared,
            [24, 26, 25, 100]
        );
        expect(criticality).toBe('medium');
        expect(rule).toEqual({
            sensorType: 'level',
            direction: 'above',
            reached: 'medium',
            bound: 20,
            raised: false,
            mean: 25,
            previousCount: 3,
            deviationPct: 0,
        });
    });

    it('records a raise for deviating from the mean', () => {
        const { criticality, rule } = assessCriticality(
            25,
            compared,
            [10, 10, 10]
        );
        expect(criticality).toBe('high');
        expect(rule).toMatchObject({
            reached: 'medium',
            raised: true,
            mean: 10,
            deviationPct: 150,
        });
    });

    it('says when no bound was reached, and when there is no configuration', () => {
        expect(assessCriticality(5, level).rule).toMatchObject({
            reached: null,
            bound: null,
            raised: false,
            previousCount: 0,
        });
        expect(assessCriticality(5, undefined)).toEqual({
            criticality: 'low',
            rule: expect.objectContaining({ sensorType: null }),
        });
    });
});
