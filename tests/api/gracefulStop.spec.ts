/**
 * SIGTERM while clients are writing: the server
 * finishes the requests under way, refuses or drops new ones, and exits
 * within 5 s; every write it acknowledged (201) is in the database
 * afterwards.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/index.ts';
import { apiClient } from './helpers/apiClient.ts';
import { signIn } from './helpers/login.ts';
import { startSeededServer, type SeededServer } from './helpers/seeded.ts';

let server: SeededServer | undefined;

afterAll(() => server?.stop());

const WRITERS = 8;

describe('SIGTERM with writers running', () => {
    it('exits within 5 s and keeps every acknowledged write', async () => {
        server = await startSeededServer('plants-stop-');
        const { accessToken } = await signIn(
            server.baseUrl,
            'operator',
            'Operator#2026'
        );
        const bare = apiClient(server.baseUrl, accessToken);
        const session = await bare.get('/user/session');
        const plant = (session.record.subsidiaries as { id: number }[])[0]!.id;
        const api = bare.inPlant(plant);
        const sensor = (await api.get('/sensor/search?limit=1')).rows[0]!;

        const acknowledged: number[] = [];
        let stopped = false;
        const writer = async () => {
            // Each writer keeps its keep-alive connection busy until the
            // server refuses or the connection ends.
            while (!stopped) {
                try {
                    const res = await api.post('/measure', {
                        sensorId: sensor.id,
                        value: 1,
                        date: new Date().toISOString(),
                    });
                    if (res.status !== 201) return;
                    acknowledged.push(res.record.id as number);
                } catch {
                    return;
                }
            }
        };
        const writers = Array.from({ length: WRITERS }, writer);
        while (acknowledged.length < 20)
            await new Promise(r => setTimeout(r, 20));

        const child = server.child;
        let output = '';
        child.stdout?.on('data', d => (output += String(d)));
        child.stderr?.on('data', d => (output += String(d)));
        const exited = new Promise<number | null>(resolve =>
            child.once('exit', code => resolve(code))
        );
        const sent = Date.now();
        child.kill('SIGTERM');
        const code = await Promise.race([
            exited,
            new Promise<'timeout'>(r => setTimeout(() => r('timeout'), 5000)),
        ]);
        stopped = true;
        expect(code, `exit after ${Date.now() - sent} ms:\n${output}`).toBe(0);
        await Promise.all(writers);

        const db = await openDatabase({
            databaseUrl: server.databaseUrl,
            dataDir: server.dataDir,
        });
        try {
            const { rows } = await db.query<{ id: number }>(
                'SELECT id FROM measure WHERE id = ANY($1::int[])',
                [acknowledged]
            );
            expect(rows.length).toBe(acknowledged.length);
        } finally {
            await db.close();
        }
    }, 180_000);
});
