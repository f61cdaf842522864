/**
 * A search term folded as the database folds the searched text
 * (`search_fold`, migration 0018): lower case, without the accents of
 * Portuguese and its neighbours, so "piezometro" finds "Piezômetro".
 * The two letter lists must stay equal to the migration's: an accented
 * letter folded here but not there would find nothing.
 */
export const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
export const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

const MAP = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i] ?? c]));

export const foldForSearch = (text: string): string =>
    [...text.toLowerCase()].map(c => MAP.get(c) ?? c).join('');
