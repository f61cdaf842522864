import englishMessages from 'ra-language-english';

/** react-admin's own keys, from the maintained English pack. */
export const ra = englishMessages;
