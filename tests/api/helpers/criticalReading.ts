/**
 * An alert of a test's own: a critical reading on a sensor made for it (no
 * Zabbix item, no alert before), and the alert it opened, read back
 * through `reader` (another process's API, in the two-process tests).
 */
import { expect } from 'vitest';
import type { ApiClient, Rec } from './apiClient.ts';
import { sensorLike } from './records.ts';

export async function openAlertOnNewSensor(
    writer: ApiClient,
    reader: ApiClient = writer
) {
    const template = (await writer.get('/sensor/search?limit=1&status=active'))
        .rows[0] as Rec;
    const created = await writer.post('/sensor', sensorLike(template));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sensor = created.record;
    const posted = await writer.post('/measure', {
        sensorId: sensor.id,
        value: 1e9,
        date: new Date().toISOString(),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.record.criticality).toBe('critical');
    const found = await reader.get(
        `/alert/search?sensorId=${sensor.id}&state=open`
    );
    expect(found.rows).toHaveLength(1);
    return { sensor, posted, alertId: (found.rows[0] as Rec).id };
}
