import type { TranslationMessages } from 'ra-core';
import { deepMerge } from '../deepMerge';
import { a11y } from './a11y';
import { alerts } from './alerts';
import { app } from './app';
import { charts } from './charts';
import { inspection } from './inspection';
import { ra } from './ra';
import { resources } from './resources';
import { screens } from './screens';
import { shell } from './shell';
import { monitoring } from './monitoring';
import { plant } from './plant';
import { validation } from './validation';
import { editors } from './editors';
import { field } from './field';

/** The en-US catalog: react-admin's keys, then each part of the app. */
// The merge keeps ra's keys (the parity test checks every leaf).
export const messages = deepMerge(
    ra,
    app,
    shell,
    resources,
    validation,
    screens,
    charts,
    monitoring,
    editors,
    plant,
    inspection,
    alerts,
    a11y,
    field
) as TranslationMessages;
