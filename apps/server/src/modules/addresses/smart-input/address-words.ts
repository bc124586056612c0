// Street and building words: the chat, name and place stages all ask whether a word is one.

/** Words that never start a person's name but do start an address ("Ali bin Abu No 12 Jalan …"). */
export const ADDRESS_START = new Set(
  (
    'no lot pt unit blok block blk jalan jln jl lorong lrg persiaran psn lebuh lebuhraya lintang lengkok laluan solok changkat ' +
    'lingkaran taman tmn kampung kampong kg kpg pangsapuri kondominium residensi menara wisma plaza kompleks bangunan tingkat ' +
    'level aras floor batu km mile felda desa bandar seksyen section rumah flat pusat kawasan presint precinct kuarters quarters ' +
    'apartment ppr'
  ).split(' '),
);

/** Words of streets and buildings: a piece holding one is address, not a name. */
export const ADDRESS_WORDS = new Set([
  ...ADDRESS_START,
  ...(
    'apartments apt condominium condo residence residences residency heights court park villa villas tower towers garden ' +
    'gardens avenue street road lane drive mall square centre center complex building industrial industri perindustrian ' +
    'estate ladang hospital sekolah school universiti university kolej college masjid surau hotel fasa phase sentral mukim ' +
    'daerah kota pulau tanjung tanjong teluk telok parit pekan bandaraya sungai sg bukit bkt kuala simpang medan dataran ' +
    'jambatan off ward wad'
  ).split(' '),
]);

export const bare = (token: string) => token.toLowerCase().replace(/^[([]+|[)\].,:]+$/g, '');
