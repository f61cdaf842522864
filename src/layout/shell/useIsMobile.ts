import { useEffect, useState } from 'react';
import { debounce } from '../debounce';
import {
    MOBILE_MAX_WIDTH,
    MOBILE_QUERY,
    RESIZE_DEBOUNCE_MS,
} from './shellConstants';

const matchesMobile = (): boolean =>
    typeof window.matchMedia === 'function'
        ? window.matchMedia(MOBILE_QUERY).matches
        : window.innerWidth <= MOBILE_MAX_WIDTH;

/**
 * True at a width of 768 px or less. MUI's useMediaQuery follows every
 * media change at once; the spec wants resizes debounced by 150 ms, so the
 * query is read again only once the window has stopped resizing.
 */
export const useIsMobile = (): boolean => {
    const [isMobile, setIsMobile] = useState(matchesMobile);
    useEffect(() => {
        const onResize = debounce(
            () => setIsMobile(matchesMobile()),
            RESIZE_DEBOUNCE_MS
        );
        window.addEventListener('resize', onResize);
        return () => {
            onResize.cancel();
            window.removeEventListener('resize', onResize);
        };
    }, []);
    return isMobile;
};
