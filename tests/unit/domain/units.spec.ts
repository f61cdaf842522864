import {
    alignUnits,
    normalizeUnit,
    pointsInUnit,
    scaleValue,
    unitFactor,
} from '@shared/domain/units';

describe('unitFactor', () => {
    it('scales within one quantity, both ways', () => {
        expect(unitFactor('kV', 'V')).toBe(1000);
        expect(unitFactor('V', 'kV')).toBe(0.001);
        expect(unitFactor('kA', 'A')).toBe(1000);
        expect(unitFactor('W', 'MW')).toBe(1e-6);
        expect(unitFactor('kW', 'MW')).toBe(0.001);
        expect(unitFactor('m³/h', 'm³/s')).toBeCloseTo(1 / 3600, 15);
        expect(unitFactor('m³/s', 'm³/h')).toBe(3600);
        expect(unitFactor('L/s', 'm³/s')).toBe(0.001);
        expect(unitFactor('mm', 'm')).toBe(0.001);
        expect(unitFactor('cm', 'mm')).toBe(10);
        expect(unitFactor('kPa', 'Pa')).toBe(1000);
        expect(unitFactor('bar', 'kPa')).toBe(100);
        expect(unitFactor('MPa', 'bar')).toBe(10);
    });

    it('is 1 for the same unit, however it is spelled', () => {
        expect(unitFactor('m3/s', 'm³/s')).toBe(1);
        expect(unitFactor('m^3/h', 'm³/h')).toBe(1);
        expect(unitFactor(' l/s ', 'L/s')).toBe(1);
        expect(unitFactor('°C', '°C')).toBe(1);
        expect(normalizeUnit('m 3 / s')).toBe('m³/s');
    });

    it('refuses other quantities, unknown units and offsets', () => {
        expect(unitFactor('V', 'A')).toBeNull();
        expect(unitFactor('mm', 'mm/h')).toBeNull();
        expect(unitFactor('°C', 'K')).toBeNull();
        expect(unitFactor('rpm', 'Hz')).toBeNull();
        // Case is meaning: a megawatt is not a milliwatt.
        expect(unitFactor('mW', 'MW')).toBeNull();
    });
});

describe('alignUnits', () => {
    it('converts a known scale into the sensor unit', () => {
        expect(alignUnits('V', 'kV')).toEqual({
            kind: 'converted',
            unit: 'kV',
            from: 'V',
            factor: 0.001,
        });
    });

    it('keeps values as they come when the units agree or Zabbix says none', () => {
        expect(alignUnits('m3/s', 'm³/s')).toEqual({
            kind: 'same',
            unit: 'm³/s',
        });
        expect(alignUnits('', 'kV')).toEqual({ kind: 'same', unit: 'kV' });
        expect(alignUnits('kV', '')).toEqual({ kind: 'same', unit: 'kV' });
    });

    it('reports a disagreement, drawing in Zabbix unit', () => {
        expect(alignUnits('A', 'kV')).toEqual({
            kind: 'mismatch',
            unit: 'A',
            sensorUnit: 'kV',
        });
    });
});

describe('pointsInUnit', () => {
    it('scales converted points without binary tails', () => {
        const points = [
            { time: 1, value: 13_800 },
            { time: 2, value: 0.3 },
        ];
        expect(pointsInUnit(points, alignUnits('V', 'kV'))).toEqual([
            { time: 1, value: 13.8 },
            { time: 2, value: 0.0003 },
        ]);
        expect(pointsInUnit(points, alignUnits('A', 'kV'))).toEqual(points);
        expect(scaleValue(0.1, 3)).toBe(0.3);
    });
});
