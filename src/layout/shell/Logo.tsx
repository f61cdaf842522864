import { useTranslate } from 'ra-core';
import { useId } from 'react';

/** A dam with water and a lightning bolt; its name is the product's. */
export const Logo = ({ size = 32 }: { size?: number }) => {
    const translate = useTranslate();
    const titleId = useId();
    return (
        <svg
            role="img"
            aria-labelledby={titleId}
            width={size}
            height={size}
            viewBox="0 0 32 32"
            focusable="false"
        >
            <title id={titleId}>{translate('app.shell.logo')}</title>
            <path d="M4 6h10l4 20H4z" fill="currentColor" opacity="0.9" />
            <path
                d="M18 20c2 0 2 1.5 4 1.5s2-1.5 4-1.5 2 1.5 2 1.5V26H18.8z"
                fill="#4fc3f7"
            />
            <path d="M24 3l-5 9h4l-2 7 6-10h-4l3-6z" fill="#ffd54f" />
        </svg>
    );
};
