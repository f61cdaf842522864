import { lazy, Suspense } from 'react';
import { useListContext, type TextInputProps } from 'react-admin';
import { retryImport } from '@/providers/retryImport';
import type { Filters } from '../parts';

// The date boxes bring the mask library (~15 kB): only lists with a date
// filter load them, when the filter bar first shows.
const DateTextInput = lazy(
    retryImport(() =>
        import('../../form/DateInputs').then(m => ({
            default: m.DateTextInput,
        }))
    )
);
const DateTimeTextInput = lazy(
    retryImport(() =>
        import('../../form/DateInputs').then(m => ({
            default: m.DateTimeTextInput,
        }))
    )
);

const DateFilter = ({ time, ...props }: TextInputProps & { time: boolean }) => {
    const Input = time ? DateTimeTextInput : DateTextInput;
    // react-admin copies the URL's filters into the inputs the filter form
    // holds when it first reads them; this box arrives later (its own
    // chunk), so it starts from the URL's value itself.
    const { filterValues } = useListContext();
    const initial: unknown = filterValues?.[props.source];
    return (
        <Suspense fallback={null}>
            <Input
                {...props}
                defaultValue={typeof initial === 'string' ? initial : undefined}
            />
        </Suspense>
    );
};

/**
 * A date filter is a range: from (inclusive) and until (inclusive), days
 * or, with `time`, instants. A half-typed bound stays in the box and is
 * not sent (dataProvider).
 */
export const dateRange =
    (time: boolean): Filters =>
    (_resource, field) =>
        (['gte', 'lte'] as const).map(bound => (
            <DateFilter
                key={`${field.source}_${bound}`}
                time={time}
                source={`${field.source}_${bound}`}
                label={`app.filters.${bound}`}
                alwaysOn
                helperText={false}
            />
        ));
