/**
 * Which authentication a Zabbix version accepts. The request's `auth`
 * member works up to 7.0 (deprecated from 6.4, removed in 7.2); the
 * `Authorization: Bearer` header exists from 6.4 on.
 */
export interface ZabbixVersionRules {
    version: string;
    acceptsAuthField: boolean;
    acceptsBearer: boolean;
    /**
     * What a missing or unknown token is told. 6.0's CLocalApiClient says
     * "Not authorized." (checked against 6.0.14); the recognisers also
     * accept "Not authorised.", which older releases' wording used.
     */
    notAuthorized: string;
    /** history type 5 (binary) arrived with 7.0. */
    valueTypes: number[];
    /** history.get sort columns; ns was added after 7.0 (assumed 7.2). */
    historySortFields: string[];
}

export function parseVersion(version: string): [number, number, number] {
    const m = /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(version.trim());
    if (!m) throw new Error(`ZABBIX_VERSION "${version}" is not x.y.z`);
    return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
}

/** Compares versions by major and minor only, as Zabbix's API does. */
export function atLeast(version: string, major: number, minor: number) {
    const [ma, mi] = parseVersion(version);
    return ma > major || (ma === major && mi >= minor);
}

export function versionRules(version: string): ZabbixVersionRules {
    parseVersion(version);
    return {
        version,
        acceptsAuthField: !atLeast(version, 7, 2),
        acceptsBearer: atLeast(version, 6, 4),
        notAuthorized: 'Not authorized.',
        valueTypes: atLeast(version, 7, 0)
            ? [0, 1, 2, 3, 4, 5]
            : [0, 1, 2, 3, 4],
        historySortFields: atLeast(version, 7, 2)
            ? ['itemid', 'clock', 'ns']
            : ['itemid', 'clock'],
    };
}
